import type { Database } from '../db/client.ts';

/**
 * Public read answers kept in memory, keyed by their URL, for as long as the database's data version stays
 * the same. Any committed write moves the version (this connection's `total_changes()` at once, another
 * process's through `data_version` within 50 ms), and so does the hour, for the lists that sort past from coming by today's date. A moved
 * version empties the cache, so a read never shows an entry older than the last write that returned.
 */

/**
 * One kept answer: its bytes, and their gzip when that gains something. Kept as Blobs, which a Response
 * shares rather than copies (a Uint8Array body is copied into every Response made from it).
 */
export type KeptAnswer = {
  body: Blob;
  gzipped?: Blob;
  /** The bytes of both, as the cache counts them. */
  size: number;
  headers: [string, string][];
  etag: string;
  /** Whether the cache counts this answer's bytes (an answer computed under an old version is not kept). */
  stored?: boolean;
};

/**
 * Enough for every list and the pages visitors return to; the least recently used go first beyond either
 * bound. An entry a visitor opens once costs a few milliseconds to answer again.
 */
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 48 * 1024 * 1024;
/** Smaller answers are not worth a gzip frame (the same threshold as middleware/gzip.ts). */
const GZIP_FROM_BYTES = 1024;

export class AnswerCache {
  /** The data version the kept answers were computed under (see `sync`). */
  private own = -1;
  private external = -1;
  private hour = -1;
  /** When `external` was last read (performance.now()). */
  private externalReadAt = Number.NEGATIVE_INFINITY;
  /** Counts the emptyings, so an answer computed before one is never kept after it. */
  private generation = 0;
  /** When a scheduled entry goes public, the answers change with no write: the cache is emptied then. */
  private until = 0;
  private bytes = 0;
  private readonly entries = new Map<string, KeptAnswer>();
  /** The key last moved to the end of the eviction order: a repeated read of it need not move it again. */
  private newest: string | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Empties the cache when the data has changed since the answers were kept, or the next scheduled
   * publication (`nextChange`, asked only then) has come. Returns the generation an answer computed now
   * belongs to.
   *
   * The data version is read on every kept answer, so it is three numbers: this connection's changes
   * (`total_changes()`, moved by every write this process commits), another process's (`data_version`, which
   * opens a read transaction and is asked at most every OTHER_PROCESS_WRITES_SEEN_WITHIN_MS), and the hour,
   * for the lists that sort past from coming by today's date.
   */
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

  /**
   * The answer kept under `key`, without touching its place in the eviction order: for a look before `sync`,
   * after which the answer is good only if it is still `stored`.
   */
  peek(key: string): KeptAnswer | undefined {
    return this.entries.get(key);
  }

  get(key: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (kept) this.touch(key, kept);
    return kept;
  }

  /** Marks an answer just used: most recently used last, so eviction takes the least recently used. */
  touch(key: string, kept: KeptAnswer) {
    if (key === this.newest) return;
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.newest = key;
  }

  /** Keeps an answer if the cache has not been emptied since it was computed (`generation` of `sync`). */
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

/** The cache of one database (each test app has its own). */
export function answerCacheOf(db: Database): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * How long another process's write may go unseen. This connection's own writes are seen at once
 * (`total_changes()`, a counter in memory); another process's need `data_version`, which opens a read
 * transaction and costs more than the rest of a kept answer together, so it is asked at most this often. The
 * other writers are maintainer commands on the same file, never a visitor's or staff member's save.
 */
export const OTHER_PROCESS_WRITES_SEEN_WITHIN_MS = 50;

const HOUR_MS = 60 * 60 * 1000;
