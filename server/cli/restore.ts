import { parseArgs } from 'node:util';
import { restoreFromOffsite } from '../services/offsite-restore.ts';
import { RestoreError, type RestoreReport, restoreDatabase } from '../services/restore.ts';
import { commandConfig, fail, runCommand } from './command.ts';

const USAGE = `Usage: npm run restore -- FILE | s3://BUCKET/PREFIX/gallery-YYYYMMDD-HHMM.db.gz | --latest
  FILE      a backup made by npm run backup (give an absolute path: npm runs scripts in the project folder).
  s3://…    an off-site copy, read with the BACKUP_S3_ settings and checked against its .sha256.
  --latest  the newest complete off-site copy under BACKUP_S3_URL.
  Stop the server first. The current database is kept as gallery.db.before-restore-<UTC time>.`;

function parse(): { latest: boolean; source: string | undefined } | null {
  try {
    const { values, positionals } = parseArgs({
      options: { latest: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      return null;
    }
    if (positionals.length !== (values.latest ? 0 : 1)) fail(USAGE);
    return { latest: Boolean(values.latest), source: positionals[0] };
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

await runCommand(async () => {
  const args = parse();
  if (!args) return;
  const config = commandConfig();
  let from = args.source as string;
  let report: RestoreReport;
  if (args.latest || from.startsWith('s3://')) {
    const source = args.latest ? { latest: true as const } : { url: from };
    const offsite = await restoreFromOffsite(source, config.backup.offsite, config);
    from = `${offsite.url} (checksum ok)`;
    report = offsite;
  } else {
    report = restoreDatabase(from, config);
  }
  for (const warning of report.warnings) console.warn(warning);
  console.log(`Restored ${from} to ${report.restored} (integrity_check ok).`);
  if (report.previous) console.log(`The previous database is kept as ${report.previous}.`);
  if (report.pending.length > 0) {
    console.log(`The next start applies the migrations this backup predates: ${report.pending.join(', ')}.`);
  }
  if (report.heldMails > 0) {
    console.log(
      `${report.heldMails} e-mail(s) waiting in its outbox for over ${config.restore.holdMailHours} h are held, ` +
        'not sent: once the server is up, send or discard them under Held e-mails on the admin dashboard.',
    );
  }
  console.log('Start the server again (npm start, or systemctl start gallery).');
}, [RestoreError]);
