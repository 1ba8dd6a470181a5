import { expect, test } from 'bun:test';
import { countedLine } from '../../server/front-routes.ts';
import { bufferedLog, type LogWriter } from '../../server/lib/log-writer.ts';
import { requestId } from '../../server/middleware/request-log.ts';

/**
 * The request log as the server runs it: lines gathered and written in batches (server/lib/log-writer.ts),
 * an image's 304s counted rather than written one a line, and ids that do not repeat.
 */

/** A stand-in for standard output that records what was written and when it was flushed to the system. */
function fakeSink() {
  const written: string[] = [];
  const flushed: string[] = [];
  let pending = '';
  let onFlush: () => void = () => {};
  const sink = {
    write: (text: string) => {
      pending += text;
      written.push(text);
      return text.length;
    },
    flush: () => {
      flushed.push(pending);
      pending = '';
      onFlush();
      return 0;
    },
  } as unknown as Bun.FileSink;
  const nextFlush = () => new Promise<void>((resolve) => (onFlush = resolve));
  return { sink, written, flushed, nextFlush };
}

test('lines are written in one piece when flushed, each with its line break', () => {
  const { sink, flushed } = fakeSink();
  const log = bufferedLog(sink);
  log.line('GET /api/shop 200 1.2ms id=0a1b2c3d');
  log.line('GET /api/artists 200 0.8ms id=4e5f6a7b');
  expect(flushed).toEqual([]);
  log.flush();
  expect(flushed).toEqual(['GET /api/shop 200 1.2ms id=0a1b2c3d\nGET /api/artists 200 0.8ms id=4e5f6a7b\n']);
});

test('lines left waiting are written without a call to flush', async () => {
  const { sink, flushed, nextFlush } = fakeSink();
  const log = bufferedLog(sink);
  const flushedByItself = nextFlush();
  log.line('GET /api/blog 200 0.9ms id=01234567');
  await flushedByItself;
  expect(flushed).toEqual(['GET /api/blog 200 0.9ms id=01234567\n']);
});

test("an image's 304s are counted into one line, and nothing is written when none came", () => {
  const lines: string[] = [];
  const log: LogWriter = { line: (text) => void lines.push(text), flush: () => {} };
  const counted = countedLine(log, 'GET /api/media/* 304');
  counted.flush();
  expect(lines).toEqual([]);
  for (let i = 0; i < 3; i += 1) counted.count();
  counted.flush();
  expect(lines).toEqual([expect.stringMatching(/^GET \/api\/media\/\* 304 ×3 in \d+ s$/)]);
  counted.flush();
  expect(lines).toHaveLength(1);
});

test('request ids are eight random hex digits, fresh after the random pool is drawn again', () => {
  // 2,048 ids use the pool of random bytes twice over; two of 2^32 values may meet once by chance.
  const ids = Array.from({ length: 2048 }, requestId);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
  expect(new Set(ids).size).toBeGreaterThanOrEqual(ids.length - 1);
});
