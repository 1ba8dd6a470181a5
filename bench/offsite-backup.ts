import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, parseConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { backupsFolder, formatBytes, listBackups } from '../server/services/backup.ts';
import { runDrill } from '../server/services/backup-drill.ts';
import { sendOffsite } from '../server/services/offsite-send.ts';
import { PART_BYTES } from '../server/services/offsite-store.ts';
import { runDueBackup } from '../server/services/scheduled-backup.ts';
import { BUN, ROOT } from '../tests/api/server-process.ts';
import { S3_BUCKET, S3_KEY, startS3Server } from '../tests/s3-server.ts';
import { childPids, DEPLOYED_ENV } from './server-memory.ts';

/**
 * `bun bench/offsite-backup.ts [gallery.db] [seconds]`: issue 30's numbers on the 5,000-work database (made here
 * by `npm run db:big`'s command unless a copy of one is given), against s3rver on 127.0.0.1.
 *
 * Each step of a scheduled backup runs in a process of its own, on the database as the server keeps it, and
 * prints its wall time and its peak memory above what the process held before it (the kernel's high-water mark,
 * reset just before the step, so nothing earlier counts): the local backup (`runDueBackup`: VACUUM INTO and
 * integrity_check), the off-site send (`sendOffsite`: gzip, upload in parts, read-back, `.sha256`, retention), and
 * the restore drill of that copy (`runDrill`: download, checksum, restore into a folder of its own, read the site).
 *
 * Then the app serves the database in a process of its own, as `npm start` builds it (request log on, to a file,
 * and the deployed memory settings), and wrk (one thread, 50 connections; `apt-get install wrk`) reads the shop's
 * first page for `seconds` (10) three times: with no upload, while off-site sends of the backup run back to back
 * in the server's own process (as the schedule runs them), and with none again. The first send has begun writing
 * its gzip before wrk starts; the share of the window a send was in flight is printed, and flagged when short.
 * The rate during the sends is compared with the mean of the two without. Linux only (/proc).
 */

const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = 50;
const READ = '/api/shop/pages?limit=24';
const WRK = '/usr/bin/wrk';

type Context = { dataDir: string; config: Config; db: Database };
/** A measured step: it returns its own figures as text, printed after its time and memory. */
type Step = { name: string; run: (context: Context) => Promise<string> };

/** The measured steps, in order; each sees what the ones before it left (the local backup, the copy in the bucket). */
const STEPS: Step[] = [
  {
    name: 'local backup (VACUUM INTO, integrity_check)',
    run: async ({ db, config }) => {
      const report = runDueBackup(db, config);
      if (!report) throw new Error('No backup was due: the data folder already holds a recent one.');
      return `${formatBytes(report.bytes)} copy, integrity_check ok`;
    },
  },
  {
    name: 'off-site send (gzip, upload, read-back, .sha256, retention)',
    run: async ({ db, config, dataDir }) => {
      const local = newestBackup(dataDir);
      const copy = await sendOffsite(db, offsiteOf(config), local, new Date(), { log: () => {}, attempts: 1 });
      if (!copy) throw new Error('The off-site send failed (its error is above).');
      const before = statSync(local).size;
      return (
        `${formatBytes(before)} gzipped to ${formatBytes(copy.bytes)} (${Math.round((100 * copy.bytes) / before)}%), ` +
        `${Math.ceil(copy.bytes / PART_BYTES)} part(s) of ${formatBytes(PART_BYTES)}`
      );
    },
  },
  {
    name: 'restore drill (download, checksum, restore aside, read the site)',
    run: async ({ config }) => {
      const report = await runDrill(config);
      const work = report.work ? `work ${report.work}` : 'no public work';
      return `${report.url.split('/').at(-1)} (${formatBytes(report.bytes)}): home page, ${work}, ${report.inbox} inbox entries`;
    },
  },
];

export function benchConfig(dataDir: string, endpoint: string): Config {
  return parseConfig({
    NODE_ENV: 'production',
    CAPTCHA: 'off',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    BACKUP_EVERY_HOURS: '24',
    BACKUP_S3_URL: `s3://${S3_BUCKET}/bench`,
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: S3_KEY,
    BACKUP_S3_SECRET_ACCESS_KEY: S3_KEY,
    BACKUP_S3_PATH_STYLE: 'on',
  });
}

export function offsiteOf(config: Config) {
  if (!config.backup.offsite) throw new Error('The bench config has no off-site target.');
  return config.backup.offsite;
}

export function newestBackup(dataDir: string): string {
  const newest = listBackups(backupsFolder(dataDir))[0];
  if (!newest) throw new Error('There is no local backup to send.');
  return path.join(backupsFolder(dataDir), newest.name);
}

export const statusKiB = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);

/** Collects garbage and resets the kernel's peak RSS of this process to what it holds now; returns that, in KiB. */
export function resetPeak(): number {
  Bun.gc(true);
  writeFileSync('/proc/self/clear_refs', '5');
  return statusKiB('VmRSS');
}

const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

async function runStep(index: number, dataDir: string, endpoint: string) {
  const step = STEPS[index];
  if (!step) throw new Error(`No step ${index}.`);
  const config = benchConfig(dataDir, endpoint);
  const db = openDatabase(config.databaseFile);
  const before = resetPeak();
  const started = performance.now();
  const figures = await step.run({ dataDir, config, db });
  const ms = Math.round(performance.now() - started);
  const peak = statusKiB('VmHWM');
  db.raw.close();
  console.log(JSON.stringify({ ms, before, growth: peak - before, figures }));
}

async function main(source: string | undefined) {
  if (!existsSync(WRK)) throw new Error('This bench reads with wrk: apt-get install wrk');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-offsite-'));
  const file = path.join(dataDir, 'gallery.db');
  if (source) copyFileSync(source, file);
  else {
    const seed = Bun.spawnSync([BUN, 'server/cli/seed-big.ts', file], { cwd: ROOT, stdout: 'pipe', stderr: 'inherit' });
    if (seed.exitCode !== 0) throw new Error('The 5,000-work database could not be made.');
    console.log(seed.stdout.toString().trim());
  }
  const s3 = await startS3Server();
  console.log(`Bun ${Bun.version}, database ${formatBytes(statSync(file).size)}, s3rver at ${s3.endpoint}`);
  try {
    for (const [index, step] of STEPS.entries()) {
      const child = Bun.spawn([BUN, import.meta.path, '--step', String(index), dataDir, s3.endpoint], {
        env: { ...process.env, ...DEPLOYED_ENV },
        stdout: 'pipe',
        stderr: 'inherit',
      });
      const out = (await new Response(child.stdout).text()).trim().split('\n').at(-1) ?? '';
      if ((await child.exited) !== 0 || !out.startsWith('{')) throw new Error(`${step.name} failed: ${out}`);
      const r = JSON.parse(out) as { ms: number; before: number; growth: number; figures: string };
      console.log(`${step.name}: ${r.ms} ms, peak RSS +${mib(r.growth)} (${mib(r.before)} before); ${r.figures}`);
    }
    await requestRates(dataDir, s3.endpoint);
  } finally {
    await s3.stop();
    rmSync(s3.directory, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Window = { rate: number; p50: number; p99: number; t0: number; t1: number; stallMs: number; growth: number };

/** CPU seconds a process has used, user and system (fields 14 and 15 of /proc/PID/stat, in 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function requestRates(dataDir: string, endpoint: string) {
  const child = Bun.spawn([BUN, path.join(import.meta.dir, 'offsite-server.ts'), dataDir, endpoint], {
    env: { ...process.env, ...DEPLOYED_ENV },
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const replies = jsonLines(child.stdout);
  const ask = async <T>(command: string): Promise<T> => {
    child.stdin.write(`${command}\n`);
    child.stdin.flush();
    return (await replies.next()).value as T;
  };
  const { port } = (await replies.next()).value as { port: number };
  const url = `http://127.0.0.1:${port}${READ}`;
  const answer = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' }, decompress: false });
  const answerBytes = (await answer.arrayBuffer()).byteLength;
  if (answer.status !== 200) throw new Error(`${READ} answered ${answer.status}`);
  await wrk(url, 3); // warms the server up (its code and caches) before anything is measured
  // s3rver runs on these two cores too, unlike a real provider: its share of them is printed.
  const s3rver = childPids(process.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('s3rver'));
  const measure = async (): Promise<Window & { cpu: string }> => {
    await ask('begin');
    const cpu = [cpuSeconds(child.pid), cpuSeconds(s3rver)];
    const t0 = Date.now();
    const read = await wrk(url);
    const t1 = Date.now();
    const [server = 0, s3 = 0] = [cpuSeconds(child.pid), cpuSeconds(s3rver)].map((n, i) => n - (cpu[i] ?? 0));
    const used = `CPU used: server ${server.toFixed(1)} s, s3rver ${s3.toFixed(1)} s`;
    return { ...read, t0, t1, cpu: used, ...(await ask<{ stallMs: number; growth: number }>('end')) };
  };
  try {
    const quiet = await measure();
    await ask('send'); // answers once the first send is writing its gzip
    const busy = await measure();
    const sent = await ask<{ sends: [number, number][]; bytes: number; error?: string }>('unsend');
    const after = await measure();
    const line = (what: string, w: Window & { cpu: string }) =>
      console.log(
        `reads ${what}: ${w.rate.toFixed(0)} requests/s, p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms; ` +
          `server's longest event-loop stall ${w.stallMs} ms, its peak RSS +${mib(w.growth)}; ${w.cpu}`,
      );
    console.log(
      `GET ${READ} (200, ${formatBytes(answerBytes)} gzipped) by wrk, 1 thread, ${CONNECTIONS} connections, ${SECONDS} s a window:`,
    );
    line('without an upload (before)', quiet);
    line('during off-site sends', busy);
    line('without an upload (after)', after);
    const ratio = busy.rate / ((quiet.rate + after.rate) / 2);
    console.log(`rate during sends / without: ${ratio.toFixed(2)} (against the mean of before and after)`);
    const inWindow = sent.sends.reduce(
      (sum, [start, end]) => sum + Math.max(0, Math.min(end, busy.t1) - Math.max(start, busy.t0)),
      0,
    );
    const share = inWindow / (busy.t1 - busy.t0);
    const each = sent.sends.map(([start, end]) => ((end - start) / 1000).toFixed(1)).join(', ');
    console.log(
      `upload in flight ${(100 * share).toFixed(0)}% of the window: ${sent.sends.length} sends back to back ` +
        `(${each} s each, ${formatBytes(sent.bytes)} gzipped)` +
        (share < 0.9 ? ': NOT IN FLIGHT FOR ALL OF IT, the rate above is partly without one' : ''),
    );
    if (sent.error) console.log(`a send failed: ${sent.error}`);
  } finally {
    child.stdin.end();
    await child.exited;
  }
}

/** The shop's first page read for `seconds` by wrk; latencies in ms. */
async function wrk(url: string, seconds = SECONDS) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url];
  const run = Bun.spawn([WRK, ...args], { stdout: 'pipe', stderr: 'pipe' });
  const [out, code] = await Promise.all([new Response(run.stdout).text(), run.exited]);
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  if (code !== 0 || !Number.isFinite(rate) || /Non-2xx|Socket errors/.test(out)) {
    throw new Error(`wrk failed or saw errors on ${url}:\n${out}`);
  }
  const unit: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  const latency = (label: string) => {
    const [, n = 'NaN', u = 'ms'] = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(out) ?? [];
    return Number(n) * (unit[u] ?? Number.NaN);
  };
  return { rate, p50: latency('50%'), p99: latency('99%') };
}

async function* jsonLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  let text = '';
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    text += chunk;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
      const line = text.slice(0, end);
      text = text.slice(end + 1);
      if (line.startsWith('{')) yield JSON.parse(line);
    }
  }
}

// Also imported by the server process (bench/offsite-server.ts) for the helpers above.
if (import.meta.main) {
  const [mode, ...args] = process.argv.slice(2);
  if (mode === '--step') await runStep(Number(args[0]), args[1] as string, args[2] as string);
  else await main(mode);
}
