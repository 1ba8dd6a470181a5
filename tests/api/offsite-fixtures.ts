import { randomBytes } from 'node:crypto';
import { S3Client } from 'bun';
import { type Config, parseConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { backupInto, backupsFolder } from '../../server/services/backup.ts';
import { backupState } from '../../server/services/backup-status.ts';
import { S3_BUCKET, S3_KEY, type S3Server } from '../s3-server.ts';

let prefixes = 0;

/** The BACKUP_S3_ settings for a prefix of its own on the test server, as an operator would write them. */
export function offsiteEnv(server: S3Server, overrides: Record<string, string> = {}): Record<string, string> {
  prefixes += 1;
  return {
    BACKUP_S3_URL: `s3://${S3_BUCKET}/site-${process.pid}-${prefixes}`,
    BACKUP_S3_ENDPOINT: server.endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: S3_KEY,
    BACKUP_S3_SECRET_ACCESS_KEY: S3_KEY,
    BACKUP_S3_PATH_STYLE: 'on',
    BACKUP_EVERY_HOURS: '24',
    ...overrides,
  };
}

export function offsiteOf(config: Config) {
  if (!config.backup.offsite) throw new Error('The test config has no off-site target.');
  return config.backup.offsite;
}

/** A config of its own for a data folder, with the off-site settings. */
export function configFor(dir: string, env: Record<string, string>): Config {
  return parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });
}

/** A local backup, as the schedule writes it, of a database; `fillerBytes` of random data make it large. */
export function localBackup(db: Database, dataDir: string, at: Date, fillerBytes = 0): string {
  if (fillerBytes > 0) {
    db.raw.exec('CREATE TABLE IF NOT EXISTS filler (b BLOB)');
    db.raw.run('INSERT INTO filler (b) VALUES (?)', randomBytes(fillerBytes));
  }
  return backupInto(db, backupsFolder(dataDir), { now: at }).file;
}

/** What an operator sees in the bucket with any S3 tool. */
export function bucketClient(server: S3Server) {
  return new S3Client({
    endpoint: server.endpoint,
    bucket: S3_BUCKET,
    accessKeyId: S3_KEY,
    secretAccessKey: S3_KEY,
    region: 'us-east-1',
  });
}

export async function keysUnder(server: S3Server, config: Config): Promise<string[]> {
  const prefix = `${offsiteOf(config).prefix}/`;
  const page = await bucketClient(server).list({ prefix });
  return (page.contents ?? []).map((item) => item.key.slice(prefix.length)).sort();
}

export const offsiteState = (db: Database) => backupState(db, 'offsite');
