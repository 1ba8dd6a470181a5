import path from 'node:path';
import { createApp } from '../app.ts';
import { type Config, ConfigError, readConfig } from '../config.ts';
import { artists } from '../content/types/artists.ts';
import { shopItems } from '../content/types/shop-items.ts';
import { openDatabase } from '../db/client.ts';
import { MigrationError } from '../db/migrations.ts';
import { images } from '../db/schema/index.ts';
import { countedLine, frontRoutes } from '../front-routes.ts';
import { bufferedLog } from '../lib/log-writer.ts';
import { startMemoryRelease } from '../lib/memory-release.ts';
import { removePidFile, writePidFile } from '../lib/pid-file.ts';
import { onShutdown, runShutdownHooks } from '../lib/shutdown.ts';
import { ensureFirstAdmin } from '../services/first-admin.ts';
import { configureSharpForSmallServer } from '../services/images.ts';
import { startOutboxSender } from '../services/outbox.ts';
import { decoyHash } from '../services/passwords.ts';
import { startPipelineJobs } from '../services/pipeline-jobs.ts';
import { startScheduledBackups } from '../services/scheduled-backup.ts';
import { startScheduledDrills } from '../services/scheduled-drill.ts';
import { ensureClientBuilt } from './build-client.ts';

function loadConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function openOrExit(file: string) {
  try {
    return openDatabase(file);
  } catch (error) {
    if (error instanceof MigrationError) {
      console.error(`Database refused: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

// The seed's rule: a database holding any artist, shop item or image is someone's, and is left alone.
const hasContent = (db: ReturnType<typeof openDatabase>) =>
  [artists, shopItems, images].some((table) => db.orm.select({ id: table.id }).from(table).limit(1).get());

const started = performance.now();
const config = loadConfig();
if (!process.argv.includes('--no-client-build')) ensureClientBuilt();
configureSharpForSmallServer();

const db = openOrExit(config.databaseFile);
if (config.seedDemo && !hasContent(db)) {
  const seeding = Bun.spawnSync([process.execPath, path.join(import.meta.dir, 'seed-demo.ts')], {
    stdout: 'inherit',
    stderr: 'inherit',
  });
  if (seeding.exitCode !== 0) {
    console.error('Seeding the demo content failed; the database was left as it was.');
    process.exit(1);
  }
}
const admin = await ensureFirstAdmin(db, config);
// Made while the server starts listening, so start-up does not wait the ~0.3 s of argon2id.
void decoyHash();
if (!config.captcha)
  console.warn('Captcha is off: set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY, or CAPTCHA=altcha.');

const log = bufferedLog();
onShutdown(log.flush, 'request log');
const revalidated = config.logRequests ? countedLine(log, 'GET /api/media/* 304') : undefined;
if (revalidated) onShutdown(revalidated.flush, 'counted 304s');
process.on('exit', log.flush);
const app = createApp({ db, config, now: () => new Date(), log });
const memory = startMemoryRelease();
const fetch: typeof app.fetch = (request, ...rest) => {
  memory.request();
  return app.fetch(request, ...rest);
};
// Above the minute proxies keep idle connections, so they close first: closing first races a request (a reset).
const KEEP_ALIVE_SECONDS = 75;

const server = Bun.serve({
  port: config.port,
  hostname: config.host,
  idleTimeout: KEEP_ALIVE_SECONDS,
  routes: frontRoutes(app.fetch, { request: memory.request, notModified: revalidated?.count }),
  fetch,
});
onShutdown(memory.stop, 'memory release');
writePidFile(config.dataDir);
onShutdown(startScheduledBackups(db, config), 'scheduled backups');
onShutdown(startScheduledDrills(db, config), 'restore drills');
// After the server is up; the shutdown hooks stop it before the database closes.
onShutdown(startOutboxSender({ db, config, now: () => new Date() }), 'mail outbox');
onShutdown(startPipelineJobs({ db, config, now: () => new Date() }), 'holds and erasure');

const url = `http://localhost:${server.port}`;
console.log(`Gallery running at ${url} (ready in ${Math.round(performance.now() - started)} ms)`);
console.log(`Database: ${config.databaseFile}`);
if (admin) {
  console.log(`Admin sign-in at ${url}/login: ${admin.email}`);
  if (admin.password) console.log(`  Generated password (shown only this once): ${admin.password}`);
} else {
  console.log(`Admin sign-in at ${url}/login with an existing admin account.`);
}

const DRAIN_MS = 10_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    // A second Ctrl-C means now: cut the requests still running; the steps below still close the file.
    void server.stop(true);
    return;
  }
  stopping = true;
  console.log(`${signal}: finishing requests in flight (up to ${DRAIN_MS / 1000} s), then closing the database.`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drained = await Promise.race([
    server.stop().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DRAIN_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!drained) {
    console.warn(`Requests still running after ${DRAIN_MS / 1000} s were cut off.`);
    await server.stop(true);
  }
  // While the database is still open, so background loops can save their state.
  await runShutdownHooks();
  db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.raw.close();
  removePidFile(config.dataDir);
  console.log('Stopped cleanly.');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
