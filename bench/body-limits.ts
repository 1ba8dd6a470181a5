import { connect } from 'node:net';
import { openTestApp, tempDir } from '../tests/api/helpers.ts';
import { writeRoutes } from '../tests/api/hostile-fuzz.ts';
import { startServer } from '../tests/api/server-process.ts';
import { ADMIN, mb, rssMb, signIn } from './server-memory.ts';

/**
 * `bun bench/body-limits.ts`: a 100 MB body sent to every write route of a real server on 127.0.0.1, signed
 * in, once with Content-Length and once chunked. Prints how long each took to be refused (goal: under 100 ms)
 * and the server's memory before and after all of them (goal: within 10 MB).
 */

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 0x20);

/** Sends headers then streams up to 100 MB; resolves with the status and the ms until the answer began. */
function hundredMegabytes(port: number, method: string, target: string, headers: string[], chunked: boolean) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    let sent = 0;
    const socket = connect(port, '127.0.0.1', () => {
      const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${HUNDRED_MB}`;
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${[...headers, framing].join('\r\n')}\r\n\r\n`,
      );
      // One chunk a turn of the event loop, as a sender on a network would: an answer that arrives while the
      // body is still going is seen at once, not after the sender has pushed out all 100 MB.
      const pump = () => {
        if (answered || sent >= HUNDRED_MB || socket.destroyed) return;
        sent += CHUNK.length;
        const data = chunked
          ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')])
          : CHUNK;
        try {
          if (socket.write(data)) setImmediate(pump);
          else socket.once('drain', pump);
        } catch {
          // The server closed the connection after refusing: its answer is already on the way in.
        }
      };
      pump();
    });
    socket.on('data', (data) => {
      if (answered) return;
      answered = true;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
      resolve({ status, ms: performance.now() - started });
      socket.destroy();
    });
    // A write into a connection the server has closed fails; only a close with no answer at all is a failure.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!answered) reject(new Error(`${method} ${target}: closed without an answer after ${sent} bytes`));
    });
  });
}

// The route table, read from an app on a scratch database (the served one has the same routes).
const routes = writeRoutes(openTestApp({ dir: tempDir('gallery-routes-') }).app);

const server = await startServer(tempDir('gallery-body-drill-'), {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: '1',
});
const port = Number(new URL(server.url).port);
const cookie = await signIn(server);
const memory = () => rssMb(server.child.pid);

let visitor = 0;
/** Every route once with a declared and once with a chunked 100 MB body; returns each refusal's ms by name. */
async function pass() {
  const results: { name: string; status: number; ms: number }[] = [];
  for (const route of routes) {
    for (const chunked of [false, true]) {
      visitor += 1;
      const contentType = route.path.endsWith('/image/new') ? 'multipart/form-data; boundary=x' : 'application/json';
      const headers = [
        `Content-Type: ${contentType}`,
        `Origin: ${server.origin}`,
        `Cookie: ${cookie}`,
        `X-Forwarded-For: 10.1.${(visitor >> 8) & 255}.${visitor & 255}`,
      ];
      const { status, ms } = await hundredMegabytes(port, route.method, route.path, headers, chunked);
      results.push({ name: `${route.method} ${route.path} ${chunked ? 'chunked' : 'declared'}`, status, ms });
    }
  }
  return results;
}

const cold = memory();
// The first pass warms the server up (every route's code runs for the first time); the goal is about what a
// 100 MB body costs once the server is running, so memory is compared across the passes after it.
await pass();
const warm = memory();
const PASSES = 3;
const runs: Awaited<ReturnType<typeof pass>>[] = [];
for (let i = 0; i < PASSES; i += 1) runs.push(await pass());
await Bun.sleep(1000);
const after = memory();
await server.stop();

const medians = (runs[0] ?? []).map((first, i) => {
  const times = runs.map((run) => run[i]?.ms ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  return { name: first.name, ms: times[Math.floor(times.length / 2)] ?? 0 };
});
// A declared size over the limit is a 413; a body of unknown length is a 413 where the route streams it, or a
// 411 at once where its limit is megabytes (server/middleware/body-limit.ts).
const refused = (r: { name: string; status: number }) =>
  r.status === 413 || (r.status === 411 && r.name.endsWith('chunked'));
const wrong = runs.flat().filter((r) => !refused(r)).length;
const slowestOf = (mode: string) =>
  medians.filter((m) => m.name.endsWith(mode)).reduce((a, b) => (b.ms > a.ms ? b : a));
const slowest = Math.max(...runs.flat().map((r) => r.ms));
const over = medians.filter((m) => m.ms >= 100);

console.log(
  `routes: ${routes.length}, each with a declared and a chunked 100 MB body, ${PASSES} times after a warm-up`,
);
console.log(
  `requests: ${runs.flat().length}; answers other than a refusal (413, or 411 for a body of unknown length): ${wrong}`,
);
for (const mode of ['declared', 'chunked']) {
  const worst = slowestOf(mode);
  console.log(`slowest ${mode} refusal (median of ${PASSES}): ${worst.ms.toFixed(1)} ms, ${worst.name}`);
}
console.log(`slowest single refusal: ${slowest.toFixed(1)} ms; routes with a median at or over 100 ms: ${over.length}`);
for (const m of over) console.log(`  ${m.name}: ${m.ms.toFixed(1)} ms`);
console.log(
  `server memory: ${mb(cold)} at start, ${mb(warm)} after the warm-up pass, ${mb(after)} after ${PASSES} more`,
);
console.log(
  `memory change over ${runs.flat().length} bodies of 100 MB: ${mb(after - warm)} (goal: grows by at most 10 MB)`,
);
// Memory that falls is the allocator handing back what the warm-up took; only growth is a cost.
const met = wrong === 0 && over.length === 0 && after - warm <= 10;
console.log(met ? 'goal met' : 'GOAL NOT MET');
process.exit(met ? 0 : 1);
