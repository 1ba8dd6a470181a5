import { rmSync } from 'node:fs';
import { addAdmin } from '../server/services/admin-accounts.ts';
import { decoyHash, hashPassword, verifyPassword } from '../server/services/passwords.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `bun bench/login.ts`: what one sign-in costs on this machine. Almost all of it is one argon2id verification
 * with Bun's defaults (64 MiB, 2 passes), so the script prints that on its own, the full POST /api/user/login
 * through the app (captcha off, session written), and the same request for an unknown e-mail, which must cost
 * the same (it is verified against a decoy hash). Also how many verifications two cores get through at once:
 * the ceiling on how fast anyone can guess, before the throttle and the captcha.
 */

const RUNS = 15;
const PASSWORD = 'a bench password of ordinary length';

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, fastest ${at(0).toFixed(1)} ms, slowest ${at(1).toFixed(1)} ms`;
};

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

let address = 0;
const { app, db, dir, config } = openTestApp({
  dir: tempDir('gallery-bench-login-'),
  clock: systemClock(),
  // Each login from its own address, so the throttle never answers in place of the password check.
  clientAddress: () => `198.51.100.${address++ % 250}`,
});
await addAdmin(db, 'bench@gallery.example', PASSWORD, 'owner');
// Failed logins slow an account down after a few, so every failed one below is for an account of its own.
const ACCOUNTS = RUNS + 1;
for (let i = 0; i < ACCOUNTS; i += 1) await addAdmin(db, `bench${i}@gallery.example`, PASSWORD, 'owner');
await decoyHash();
let next = 0;
const login = async (email: string, password: string) =>
  app.request('/api/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: config.publicUrl },
    body: JSON.stringify({ email, password }),
  });

const hash = await hashPassword(PASSWORD);
console.log(`argon2id parameters: ${hash.split('$').slice(1, 4).join(' ')}`);
console.log(`hash (signup):                 ${stats(await time(() => hashPassword(PASSWORD)))}`);
console.log(`verify:                        ${stats(await time(() => verifyPassword(PASSWORD, hash)))}`);
console.log(
  `POST /api/user/login, success: ${stats(
    await time(async () => {
      if ((await login('bench@gallery.example', PASSWORD)).status !== 200) throw new Error('login failed');
    }),
  )}`,
);
console.log(
  `  wrong password:              ${stats(await time(() => login(`bench${next++ % ACCOUNTS}@gallery.example`, 'wrong')))}`,
);
console.log(
  `  unknown e-mail:              ${stats(await time(() => login(`nobody${next++}@gallery.example`, PASSWORD)))}`,
);

const PARALLEL = 8;
const started = performance.now();
await Promise.all(Array.from({ length: PARALLEL * 2 }, () => verifyPassword(PASSWORD, hash)));
const perSecond = (PARALLEL * 2 * 1000) / (performance.now() - started);
console.log(`verifications per second, ${PARALLEL * 2} at once: ${perSecond.toFixed(1)}`);

db.raw.close();
rmSync(dir, { recursive: true, force: true });
