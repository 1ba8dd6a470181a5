import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * A real S3-compatible server (s3rver, on Node) on 127.0.0.1 for the off-site backup tests and benchmarks:
 * it checks SigV4 signatures, keeps multipart parts and stores each object as a file a test can corrupt.
 */

const require = createRequire(import.meta.url);
export const S3_BUCKET = 'gallery-backups';
/** s3rver's only account. */
export const S3_KEY = 'S3RVER';

export type S3Server = {
  endpoint: string;
  port: number;
  /** The folder s3rver keeps its buckets in. */
  directory: string;
  /** The file holding an object's bytes on the server's disk. */
  objectFile: (key: string) => string;
  stop: () => Promise<void>;
  /** Starts it again on the same port and folder, after a stop. */
  restart: () => Promise<void>;
  /** How many parts of multipart uploads it has stored so far. */
  partsStored: () => number;
};

export async function startS3Server(options: { directory?: string } = {}): Promise<S3Server> {
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'gallery-s3-'));
  const log = { text: '' };
  let child = await spawn(directory, 0, log);
  const port = child.port;
  const server: S3Server = {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    objectFile: (key) => {
      const parts = key.split('/');
      return path.join(directory, S3_BUCKET, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
    },
    stop: async () => {
      child.process.kill();
      await child.process.exited;
    },
    restart: async () => {
      child = await spawn(directory, port, log);
    },
    partsStored: () => log.text.match(/Stored part \d+ of/g)?.length ?? 0,
  };
  return server;
}

async function spawn(directory: string, port: number, log: { text: string }) {
  const process = Bun.spawn(
    [
      'node',
      require.resolve('s3rver/bin/s3rver.js'),
      ...['-d', directory, '-a', '127.0.0.1', '-p', String(port)],
      ...['--configure-bucket', S3_BUCKET],
    ],
    { stdout: 'pipe', stderr: 'ignore' },
  );
  const reader = process.stdout.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
    const listening = /S3rver listening on [\d.]+:(\d+)/.exec(text);
    if (listening) {
      // Its request log, read on for the parts it stores; only the part lines are kept.
      void (async () => {
        for (let more = await reader.read(); !more.done; more = await reader.read()) {
          const lines = decoder.decode(more.value, { stream: true }).match(/Stored part \d+ of \w+/g);
          if (lines) log.text += `${lines.join('\n')}\n`;
        }
      })();
      return { process, port: Number(listening[1]) };
    }
  }
  throw new Error(`s3rver did not start: ${text}`);
}
