import { openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../seed/demo/index.ts';
import { configureSharpForSmallServer } from '../services/images.ts';
import { commandConfig } from './command.ts';

/** A process of its own: drawing the demo's pictures takes ~200 MB the allocator rarely hands back. */

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
