import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../seed/demo/index.ts';
import { configureSharpForSmallServer } from '../services/images.ts';
import { commandConfig } from './command.ts';

/**
 * Fills an empty database with the demo content, in a process of its own: `npm start` runs it before the
 * server opens the file. Drawing and encoding some seventy pictures takes a couple of hundred megabytes that
 * an allocator rarely hands back; a process that exits returns every byte, so the server starts at its idle
 * size. Prints one line when it seeded, nothing when the database was not empty.
 */

const config = commandConfig();
configureSharpForSmallServer();
const db = openDatabase(config.databaseFile);
try {
  const { seeded } = await seedDemoContent(db);
  if (seeded) console.log('Seeded the empty database with demo content.');
} finally {
  db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.raw.close();
}
