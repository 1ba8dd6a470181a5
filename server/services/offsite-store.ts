import { S3Client } from 'bun';
import type { OffsiteConfig } from '../config.ts';

// Bun's own S3 client (docs/decisions/024): multipart, path- or host-style, any endpoint; no SDK to install.

export class OffsiteError extends Error {
  override name = 'OffsiteError';
  /** Worth another try later (the network, the provider's 5xx), unlike a refused key or a missing bucket. */
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.transient = transient;
  }
}

export type OffsiteTarget = Omit<OffsiteConfig, 'keep'>;
export type StoredObject = { key: string; bytes: number };

export type Store = {
  bucket: string;
  prefix: string;
  /** The object's key for a name under the prefix. */
  key: (name: string) => string;
  url: (key: string) => string;
  putFile: (key: string, file: string, type: string) => Promise<void>;
  putText: (key: string, text: string) => Promise<void>;
  stat: (key: string) => Promise<{ bytes: number; etag: string }>;
  list: () => Promise<StoredObject[]>;
  remove: (key: string) => Promise<void>;
  text: (key: string) => Promise<string>;
  stream: (key: string) => ReadableStream<Uint8Array>;
};

/** 8 MiB parts, two at a time: a 500 MB copy in ~60 parts, with at most 16 MiB of parts in memory. */
export const PART_BYTES = 8 * 1024 * 1024;

export function openStore(target: OffsiteTarget, options: { partBytes?: number } = {}): Store {
  const partSize = options.partBytes ?? PART_BYTES;
  // Host-style puts the bucket in the host name, as OSS and COS demand; Bun then takes the endpoint as it is.
  const endpoint = target.pathStyle ? target.endpoint : bucketHost(target.endpoint, target.bucket);
  const client = new S3Client({
    endpoint,
    bucket: target.bucket,
    region: target.region,
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
    virtualHostedStyle: !target.pathStyle,
  });
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw explain(error, target, what);
    }
  };
  return {
    bucket: target.bucket,
    prefix: target.prefix,
    key: (name) => (target.prefix ? `${target.prefix}/${name}` : name),
    url: (key) => `s3://${target.bucket}/${key}`,
    putFile: (key, file, type) =>
      call(`upload ${key}`, async () => {
        await client.file(key, { partSize, queueSize: 2, type }).write(Bun.file(file));
      }),
    putText: (key, text) =>
      call(`upload ${key}`, async () => {
        await client.write(key, text, { type: 'text/plain' });
      }),
    stat: (key) =>
      call(`read ${key}`, async () => {
        const stat = await client.file(key).stat();
        return { bytes: stat.size, etag: stat.etag.replaceAll('"', '').toLowerCase() };
      }),
    list: () =>
      call('list the copies', async () => {
        const found: StoredObject[] = [];
        let continuationToken: string | undefined;
        do {
          const page = await client.list({ prefix: target.prefix ? `${target.prefix}/` : '', continuationToken });
          for (const item of page.contents ?? []) found.push({ key: item.key, bytes: item.size ?? 0 });
          continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
        } while (continuationToken);
        return found;
      }),
    remove: (key) => call(`delete ${key}`, () => client.file(key).delete()),
    text: (key) => call(`read ${key}`, () => client.file(key).text()),
    stream: (key) => client.file(key).stream(),
  };
}

export function bucketHost(endpoint: string, bucket: string): string {
  const url = new URL(endpoint);
  if (!url.hostname.startsWith(`${bucket}.`)) url.hostname = `${bucket}.${url.hostname}`;
  return url.origin;
}

const RETRYABLE = new Set([
  'InternalError',
  'ServiceUnavailable',
  'SlowDown',
  'RequestTimeout',
  'RequestTimeTooSkewed',
]);

/** One sentence naming the setting to look at; never the keys themselves. */
export function explain(error: unknown, target: OffsiteTarget, what: string): OffsiteError {
  if (error instanceof OffsiteError) return error;
  const code = String((error as { code?: unknown })?.code ?? (error as Error)?.name ?? 'Error');
  const host = safeHost(target.endpoint);
  const isS3Answer = (error as Error)?.name === 'S3Error' && !/^Connection|^Failed|^E[A-Z]+$/.test(code);
  const said = `(${code}, trying to ${what})`;
  if (!isS3Answer) {
    return new OffsiteError(`BACKUP_S3_ENDPOINT ${host} cannot be reached ${said}; the copy is tried again.`, true);
  }
  switch (code) {
    case 'InvalidAccessKeyId':
      return new OffsiteError(
        `BACKUP_S3_ACCESS_KEY_ID is not known to ${host} ${said}: check it and BACKUP_S3_SECRET_ACCESS_KEY.`,
        false,
      );
    case 'SignatureDoesNotMatch':
      return new OffsiteError(
        `BACKUP_S3_SECRET_ACCESS_KEY does not match BACKUP_S3_ACCESS_KEY_ID at ${host} ${said}.`,
        false,
      );
    case 'AccessDenied':
      return new OffsiteError(
        `The key in BACKUP_S3_ACCESS_KEY_ID may not use the bucket ${target.bucket} at ${host} ${said}: ` +
          'give it read, write, list and delete on the bucket of BACKUP_S3_URL.',
        false,
      );
    case 'NoSuchBucket':
      return new OffsiteError(
        `BACKUP_S3_URL names the bucket ${target.bucket}, which ${host} does not have ${said}.`,
        false,
      );
    case 'AuthorizationHeaderMalformed':
    case 'PermanentRedirect':
    case 'InvalidRegion':
      return new OffsiteError(
        `BACKUP_S3_REGION "${target.region}" is not the bucket's region at ${host} ${said}.`,
        false,
      );
    case 'SecondLevelDomainForbidden':
      return new OffsiteError(
        `BACKUP_S3_PATH_STYLE must be off for ${host} ${said}: it takes the bucket in the host name.`,
        false,
      );
    case 'NoSuchKey':
      return new OffsiteError(
        `There is no ${what.replace(/^\w+ /, '')} in the bucket ${target.bucket} ${said}.`,
        false,
      );
    default:
      return new OffsiteError(
        `The storage at ${host} refused to ${what}: ${code} ${(error as Error).message}`,
        RETRYABLE.has(code),
      );
  }
}

function safeHost(endpoint: string) {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}
