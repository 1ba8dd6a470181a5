import { bufferedLog } from '../server/lib/log-writer.ts';
import { logLine, requestId } from '../server/middleware/request-log.ts';

/**
 * `bun bench/read-floor.ts <port> <answer.json>`: the least any server can do to send one of the gallery's
 * answers (bench/read-rate.ts). A bare `Bun.serve` that answers every request with the same status, headers
 * and bytes as the gallery sent, plus what the deployed server adds to each where the gallery did (a request
 * id and a line in the buffered request log; an image's 304 is counted, not logged, and carries no id), and
 * nothing else: no routing, no cache lookup, no database. It does read the request header the answer depends on
 * (If-None-Match for a 304, Accept-Encoding for a gzipped body), as any server that answers correctly must: in
 * Bun the first read of a request's headers copies them all, a tenth or more of a small answer's cost. Its rate
 * is the ceiling for that answer on this machine, whatever the code around it.
 */

type Answer = { status: number; headers: [string, string][]; body: string | null };

const [port, file] = process.argv.slice(2);
const answer = (await Bun.file(file as string).json()) as Answer;
const body = answer.body === null ? null : new Blob([Buffer.from(answer.body, 'base64')]);
const headers = new Headers(answer.headers.filter(([name]) => !/^(x-request-id|date|content-length)$/i.test(name)));
const logged = answer.headers.some(([name]) => name.toLowerCase() === 'x-request-id');
const log = bufferedLog();
/** The request header this answer was chosen by. */
const dependsOn = answer.status === 304 ? 'If-None-Match' : 'Accept-Encoding';

Bun.serve({
  port: Number(port),
  hostname: '127.0.0.1',
  fetch(request) {
    if (request.headers.get(dependsOn) === null) return new Response('The bench sends this header.', { status: 400 });
    if (!logged) return new Response(body, { status: answer.status, headers });
    const started = performance.now();
    // The path from the URL's text, as cached-reads.ts reads it: a parse costs more than the log line.
    const url = request.url;
    const query = url.indexOf('?');
    const pathname = url.slice(url.indexOf('/', 8), query < 0 ? undefined : query);
    const sent = new Headers(headers);
    const id = requestId();
    sent.set('X-Request-Id', id);
    log.line(logLine(request.method, pathname, answer.status, started, id));
    return new Response(body, { status: answer.status, headers: sent });
  },
});
