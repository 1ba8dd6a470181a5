import { existsSync } from 'node:fs';
import { openDatabase } from '../db/client.ts';
import { fillBigCatalogue } from '../seed/big-catalogue/index.ts';
import { configureSharpForSmallServer } from '../services/images.ts';
import { fileArgument, runCommand } from './command.ts';

/** Only ever creates a new file, so it cannot touch the gallery's own database. */

const USAGE = `Usage: npm run db:big -- FILE
  FILE   the new database to create (give an absolute path: npm runs scripts in the project folder).
  The file must not exist yet.`;

class RefusedFile extends Error {}

await runCommand(async () => {
  const file = fileArgument(USAGE);
  if (file === undefined) return;
  if (existsSync(file) || existsSync(`${file}-wal`)) {
    throw new RefusedFile(`${file} already exists; the big catalogue is only written to a new file.`);
  }
  configureSharpForSmallServer();
  const started = performance.now();
  const db = openDatabase(file);
  try {
    const counts = await fillBigCatalogue(db);
    db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const figures = Object.entries(counts).map(([name, n]) => `${n.toLocaleString('en')} ${name}`);
    console.log(`Wrote ${file} in ${seconds} s: ${figures.join(', ')}.`);
  } finally {
    db.raw.close();
  }
}, [RefusedFile]);
