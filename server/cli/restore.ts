import { RestoreError, restoreDatabase } from '../services/restore.ts';
import { commandConfig, fileArgument, runCommand } from './command.ts';

const USAGE = `Usage: npm run restore -- FILE
  FILE   a backup made by npm run backup (give an absolute path: npm runs scripts in the project folder).
  Stop the server first. The current database is kept as gallery.db.before-restore-<UTC time>.`;

await runCommand(() => {
  const file = fileArgument(USAGE);
  if (file === undefined) return;
  const config = commandConfig();
  const report = restoreDatabase(file, config);
  for (const warning of report.warnings) console.warn(warning);
  console.log(`Restored ${file} to ${report.restored} (integrity_check ok).`);
  if (report.previous) console.log(`The previous database is kept as ${report.previous}.`);
  if (report.pending.length > 0) {
    console.log(`The next start applies the migrations this backup predates: ${report.pending.join(', ')}.`);
  }
  console.log('Start the server again (npm start, or systemctl start gallery).');
}, [RestoreError]);
