import type { Database } from '../db/client.ts';

// Any committed write or a new hour empties the cache, so a read never shows an entry older than the last write.

// Blobs, because a Response shares a Blob but copies a Uint8Array body into every Response made from it.
export type KeptAnswer = {
  body: Blob;
  gzipped?: Blob;
  size: number;
  headers: [string, string][];
  etag: string;
  stored?: boolean;
};

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 48 * 1024 * 1024;
const GZIP_FROM_BYTES = 1024;

export class AnswerCache {
  private own = -1;
  private external = -1;
  private hour = -1;
  private externalReadAt = Number.NEGATIVE_INFINITY;
  /** Counts the emptyings, so an answer computed before one is never kept after it. */
  private generation = 0;
  /** When a scheduled entry goes public, the answers change with no write: the cache is emptied then. */
  private until = 0;
  private bytes = 0;
  private readonly entries = new Map<string, KeptAnswer>();
  private newest: string | undefined;

  constructor(private readonly db: Database) {}

  sync(now: Date, nextChange: () => number | undefined): number {
    const own = this.db.raw.totalChanges();
    const readAt = performance.now();
    let external = this.external;
    if (readAt - this.externalReadAt >= OTHER_PROCESS_WRITES_SEEN_WITHIN_MS) {
      external = this.db.raw.dataVersion();
      this.externalReadAt = readAt;
    }
    const at = now.getTime();
    const hour = Math.floor(at / HOUR_MS);
    if (own === this.own && external === this.external && hour === this.hour && at < this.until) {
      return this.generation;
    }
    this.own = own;
    this.external = external;
    this.hour = hour;
    this.generation += 1;
    this.until = nextChange() ?? Number.POSITIVE_INFINITY;
    for (const answer of this.entries.values()) answer.stored = false;
    this.entries.clear();
    this.newest = undefined;
    this.bytes = 0;
    return this.generation;
  }

  // Leaves the eviction order alone; after `sync` the answer is good only while it is `stored`.
  peek(key: string): KeptAnswer | undefined {
    return this.entries.get(key);
  }

  get(key: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept) this.touch(key, kept);
    return kept;
  }

  touch(key: string, kept: KeptAnswer) {
    if (key === this.newest) return;
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.newest = key;
  }

  keep(key: string, generation: number, answer: { body: Uint8Array<ArrayBuffer>; headers: [string, string][] }) {
    const { body, headers } = answer;
    const gzipped = body.byteLength < GZIP_FROM_BYTES ? undefined : Bun.gzipSync(body);
    const kept: KeptAnswer = {
      body: new Blob([body]),
      ...(gzipped && { gzipped: new Blob([gzipped]) }),
      size: body.byteLength + (gzipped?.byteLength ?? 0),
      headers,
      etag: `"${Bun.hash(body).toString(36)}"`,
    };
    if (generation !== this.generation || kept.size > MAX_BYTES / 4) return kept;
    const replaced = this.entries.get(key);
    if (replaced) this.forget(key, replaced);
    kept.stored = true;
    this.entries.set(key, kept);
    this.newest = key;
    this.bytes += kept.size;
    for (const [oldest, answer] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.forget(oldest, answer);
    }
    return kept;
  }

  private forget(key: string, answer: KeptAnswer) {
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
    answer.stored = false;
    this.bytes -= answer.size;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const caches = new WeakMap<Database, AnswerCache>();

export function answerCacheOf(db: Database): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache(db);
    caches.set(db, cache);
  }
  return cache;
}

// Other processes' writes (maintainer commands) may go unseen this long: `data_version` opens a read transaction.
export const OTHER_PROCESS_WRITES_SEEN_WITHIN_MS = 50;

const HOUR_MS = 60 * 60 * 1000;
