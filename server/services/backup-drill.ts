import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { CLIENT_DIST } from '../lib/paths.ts';
import { isProcessRunning } from '../lib/pid-file.ts';
import { recordFailure, recordGoodCopy } from './backup-status.ts';
import { downloadCopy } from './offsite-restore.ts';
import { explain } from './offsite-store.ts';
import { RestoreError, restoreDatabase } from './restore.ts';

/**
 * The restore drill (issue 30): the newest complete off-site copy, downloaded and checked against its `.sha256`,
 * restored as `npm run restore` would into a folder of its own (integrity_check, migrations, old mail held), then
 * served by the app in this process: the home page, a work's page and the inbox count must read. Nothing is sent
 * from the copy: no outbox sender runs and it has no mail settings. The folder is removed afterwards.
 */

export class DrillError extends Error {
  override name = 'DrillError';
}

export type DrillReport = {
  url: string;
  /** The gzipped copy's size. */
  bytes: number;
  ms: number;
  /** The work whose page was read, or null in a catalogue with no public work. */
  work: string | null;
  inbox: number;
};

export type DrillOptions = { now?: Date; clientDir?: string };

export async function runDrill(config: Config, options: DrillOptions = {}): Promise<DrillReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const { offsite } = config.backup;
  if (!offsite) throw new DrillError('BACKUP_S3_URL is not set: there is no off-site copy to drill.');
  removeStaleDrills(config.dataDir);
  const folder = path.join(config.dataDir, `${DRILL_FOLDER}${process.pid}`);
  mkdirSync(folder, { recursive: true });
  try {
    const copy = await downloadCopy({ latest: true }, offsite, folder).catch((error) => {
      if (error instanceof RestoreError) throw error;
      throw new DrillError(explain(error, offsite, 'download the newest copy').message);
    });
    const dataDir = path.join(folder, 'data');
    const databaseFile = path.join(dataDir, 'gallery.db');
    mkdirSync(dataDir);
    try {
      restoreDatabase(copy.db, { dataDir, databaseFile, restore: config.restore }, now);
    } catch (error) {
      // Named as the maintainer knows it, not by the download that is about to be deleted.
      if (error instanceof RestoreError) throw new DrillError(error.message.replaceAll(copy.db, copy.url));
      throw error;
    }
    const read = await readThroughApp(config, { dataDir, databaseFile }, options.clientDir ?? CLIENT_DIST);
    return { url: copy.url, bytes: copy.bytes, ms: Math.round(performance.now() - started), ...read };
  } catch (error) {
    if (error instanceof RestoreError) throw new DrillError(error.message);
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function readThroughApp(config: Config, files: { dataDir: string; databaseFile: string }, clientDir: string) {
  // The migrations a copy predates are applied here, as the next start after a restore would.
  const db = openDatabase(files.databaseFile);
  try {
    const drillConfig: Config = {
      ...config,
      ...files,
      mail: { ...config.mail, apiKey: undefined },
      backup: { ...config.backup, everyHours: 0, offsite: null },
      logRequests: false,
    };
    const app = createApp({ db, config: drillConfig, now: () => new Date() }, { clientDir, keptReadsFirst: false });
    const read = async (url: string, what: string) => {
      const response = await app.request(url, { headers: { Host: new URL(config.publicUrl).host } });
      if (response.status !== 200) {
        throw new DrillError(`The restored copy's ${what} (${url}) answered ${response.status}, not 200.`);
      }
      return response;
    };
    const home = await (await read('/', 'home page')).text();
    if (!home.includes('<html')) throw new DrillError("The restored copy's home page is not a page.");
    const shop = (await (await read('/api/shop/pages?limit=1', 'shop list')).json()) as { items: { slug: string }[] };
    const work = shop.items[0]?.slug ?? null;
    if (work) await read(`/shop/${encodeURIComponent(work)}`, 'work page');
    const [inbox] = db.raw.all<{ n: number }>(
      'SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM contact_messages) AS n',
    );
    return { work, inbox: inbox?.n ?? 0 };
  } finally {
    db.raw.close();
  }
}

const DRILL_FOLDER = 'drill-';

// A drill stopped mid-way (the server shut down, a kill) leaves its folder: removed by the next one.
function removeStaleDrills(dataDir: string) {
  for (const name of readdirSync(dataDir)) {
    const pid = Number(name.slice(DRILL_FOLDER.length));
    if (!name.startsWith(DRILL_FOLDER) || !Number.isInteger(pid) || isProcessRunning(pid)) continue;
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export type DrillOutcome = { ok: true; report: DrillReport } | { ok: false; reason: string };

/** A drill whose result, good or failed, is kept in the live database for health and the dashboard. */
export async function recordedDrill(db: Database, config: Config, options: DrillOptions = {}): Promise<DrillOutcome> {
  const at = options.now ?? new Date();
  try {
    const report = await runDrill(config, options);
    recordGoodCopy(db, 'drill', { name: report.url, bytes: report.bytes }, at);
    return { ok: true, report };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    recordFailure(db, 'drill', { reason, at, final: true, siteUrl: config.publicUrl });
    return { ok: false, reason };
  }
}
