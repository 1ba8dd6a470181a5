import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PRODUCTION_ALTCHA_COST as ALTCHA_COST } from '../server/config.ts';
import { ALTCHA_ALGORITHM, COUNTER_RANGE } from '../server/services/altcha.ts';
import { openTestApp, systemClock, tempDir } from '../tests/api/helpers.ts';

/**
 * `node node_modules/vite/bin/vite.js build && bun bench/altcha-solve.ts`: how long the self-hosted captcha
 * takes a visitor, in Chromium (/usr/bin/chromium) at full speed and with the CPU slowed 4x through the
 * DevTools protocol (Emulation.setCPUThrottlingRate), roughly a mid-range phone.
 *
 * Two figures per speed:
 * - widget: the login page's real widget, from 'verifying' to 'verified' (challenge fetch, workers, and the
 *   widget's own 500 ms minimum display time), which is what the visitor waits;
 * - one thread: the same challenges solved on the page's main thread with altcha-lib's WebCrypto solver,
 *   the worst case of a browser without workers, and the one CPU throttling certainly slows.
 */

const RUNS = Number(process.env.RUNS ?? 10);
const RATES = [1, 4];

let visitor = 0;
const { app, db, dir } = openTestApp({
  dir: tempDir('gallery-bench-altcha-'),
  env: { CAPTCHA: 'altcha', SEED_DEMO: '0' },
  clock: systemClock(),
  // Each request from a new address, so the challenge rate limit does not cut the runs short.
  clientAddress: () => `198.51.100.${visitor++ % 250}`,
});
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch });
const origin = `http://127.0.0.1:${server.port}`;

const solver = await Bun.build({
  entrypoints: [path.join(import.meta.dirname, 'altcha-solver-entry.ts')],
  target: 'browser',
  minify: true,
});
const solverSource = await solver.outputs[0]?.text();
if (!solverSource) throw new Error('The solver bundle could not be built.');

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `median ${at(0.5).toFixed(0)} ms, mean ${mean.toFixed(0)} ms, fastest ${at(0).toFixed(0)} ms, slowest ${at(1).toFixed(0)} ms`;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
console.log(
  `ALTCHA ${ALTCHA_ALGORITHM}, cost ${ALTCHA_COST}, counter ${COUNTER_RANGE.min}-${COUNTER_RANGE.max}; ` +
    `${RUNS} runs each; this machine has ${os.cpus().length} cores`,
);
try {
  for (const rate of RATES) {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (globalThis as unknown as { __altcha: typeof times }).__altcha = times;
      // Runs in the page: the document is there, though this file is checked without the DOM's types.
      const page = globalThis as unknown as { document: EventTarget };
      page.document.addEventListener(
        'statechange',
        (event: Event) => {
          const { state } = (event as CustomEvent<{ state: string }>).detail;
          times[state] ??= performance.now();
        },
        true,
      );
    });

    const widget: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await page.goto(`${origin}/login`);
      const took = await page.waitForFunction(
        () => {
          const t = (globalThis as unknown as { __altcha: Record<string, number> }).__altcha;
          return t.verified !== undefined && t.verifying !== undefined ? t.verified - t.verifying : false;
        },
        undefined,
        { timeout: 120_000 },
      );
      widget.push(Number(await took.jsonValue()));
    }

    await page.addScriptTag({ content: solverSource });
    const threads = await page.evaluate(async (runs) => {
      const solve = (globalThis as unknown as { benchSolve: () => Promise<number> }).benchSolve;
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) times.push(await solve());
      return times;
    }, RUNS);
    const workers = await page.evaluate(
      () => (globalThis as unknown as { navigator: { hardwareConcurrency: number } }).navigator.hardwareConcurrency,
    );
    console.log(`CPU ${rate}x slower: widget (${workers} workers) ${stats(widget)}`);
    console.log(`CPU ${rate}x slower: one thread ${stats(threads)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop(true);
  db.raw.close();
  rmSync(dir, { recursive: true, force: true });
}
