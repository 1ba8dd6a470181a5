import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import {
  BackupError,
  backupDatabase,
  backupInto,
  backupsFolder,
  formatBytes,
  rotateBackups,
} from '../services/backup.ts';
import { commandConfig, fail, runCommand } from './command.ts';

const USAGE = `Usage: npm run backup [-- PATH] [--keep N]
  PATH       a file name ending in .db, or else a folder (created if missing) where the backup is named
             gallery-YYYYMMDD-HHMMSS.db (UTC); default DATA_DIR/backups.
             npm runs scripts in the project folder: give an absolute path.
  --keep N   then delete all but the newest N gallery-YYYYMMDD-HHMMSS.db files in that folder`;

function parse() {
  try {
    const { values, positionals } = parseArgs({
      options: { keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positionals.length > 1) fail(`Give one PATH at most.\n${USAGE}`);
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
      fail(`--keep must be a whole number of at least 1 (got "${values.keep}").`);
    }
    return { target: positionals[0], keep };
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

await runCommand(() => {
  const { target, keep } = parse();
  const config = commandConfig();
  if (!existsSync(config.databaseFile)) fail(`There is no database at ${config.databaseFile}: nothing to back up.`);

  const destination = path.resolve(target ?? backupsFolder(config.dataDir));
  // A mistyped folder must never become a database file of that name.
  const isFolder = !destination.endsWith('.db') || isDirectory(destination);
  // Not migrated: a backup copies the file exactly as it is, whichever build wrote it.
  const db = openDatabase(config.databaseFile, { migrate: false });
  try {
    const report = isFolder
      ? backupInto(db, destination, { keep })
      : { ...backupDatabase(db, destination), removed: keep ? rotateBackups(path.dirname(destination), keep) : [] };
    console.log(`Backup written: ${report.file} (${formatBytes(report.bytes)}, ${report.ms} ms), integrity_check ok.`);
    for (const name of report.removed) console.log(`Removed old backup ${name}`);
  } finally {
    db.raw.close();
  }
}, [BackupError]);

function isDirectory(file: string) {
  return existsSync(file) && statSync(file).isDirectory();
}
