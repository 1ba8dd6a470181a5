import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { formatBytes } from '../services/backup.ts';
import { recordedDrill } from '../services/backup-drill.ts';
import { commandConfig, fail, runCommand } from './command.ts';

const USAGE = `Usage: npm run backup:drill
  Restores the newest complete off-site copy under BACKUP_S3_URL into a folder of its own in DATA_DIR, checks it
  (its .sha256, integrity_check), starts the gallery on it in this process, reads the home page, a work's page
  and the inbox count, then deletes the folder. The live database is not touched, except to record the result
  for /api/health and the dashboard; a failure e-mails the owners. Safe while the server runs.`;

function parse() {
  try {
    const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positionals.length > 0) fail(USAGE);
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

await runCommand(async () => {
  parse();
  const config = commandConfig();
  if (!config.backup.offsite) fail('BACKUP_S3_URL is not set: set it and the other BACKUP_S3_ settings to drill.');
  if (!existsSync(config.databaseFile)) fail(`There is no database at ${config.databaseFile} to record the drill in.`);
  // Not migrated: the server's own build migrates its file; this only adds a line to backup_status.
  const db = openDatabase(config.databaseFile, { migrate: false });
  try {
    const outcome = await recordedDrill(db, config);
    if (!outcome.ok) fail(`Restore drill failed: ${outcome.reason}`);
    const { report } = outcome;
    const work = report.work ? `the work ${report.work}` : 'no work (none is public)';
    console.log(
      `Restore drill ok: ${report.url} (${formatBytes(report.bytes)}) restored and read in ${report.ms} ms: ` +
        `home page, ${work}, ${report.inbox} inbox entries.`,
    );
  } finally {
    db.raw.close();
  }
}, []);
