import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { frontRoutes } from '../server/front-routes.ts';
import { bufferedLog } from '../server/lib/log-writer.ts';
import { startMemoryRelease } from '../server/lib/memory-release.ts';
import { sendOffsite } from '../server/services/offsite-send.ts';
import { benchConfig, newestBackup, offsiteOf, resetPeak, statusKiB } from './offsite-backup.ts';
import { stallWatch } from './stall-watch.ts';

/**
 * `bun bench/offsite-server.ts DATA_DIR S3_ENDPOINT`, started by bench/offsite-backup.ts: the gallery's app served
 * on 127.0.0.1 as server/cli/start.ts serves it (request log on, written to a file), taking the bench's commands one
 * a line on stdin and answering each with one JSON line on stdout: `begin` and `end` a measured window (its peak
 * memory and longest event-loop stall), `send` and `unsend` off-site sends of the newest local backup, back to
 * back, in this very process, as the schedule runs them beside the requests.
 */

async function serve(dataDir: string, endpoint: string) {
  const config = benchConfig(dataDir, endpoint);
  const db = openDatabase(config.databaseFile);
  const log = bufferedLog(Bun.file(path.join(dataDir, 'requests.log')).writer());
  const app = createApp({ db, config, now: () => new Date(), log });
  const memory = startMemoryRelease();
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    idleTimeout: 75,
    routes: frontRoutes(app.fetch, { request: memory.request }),
    fetch: (request, bunServer) => {
      memory.request();
      return app.fetch(request, bunServer);
    },
  });
  const local = newestBackup(dataDir);
  const reply = (value: object) => console.log(JSON.stringify(value));
  const stalls = stallWatch();
  const sent = { sends: [] as [number, number][], bytes: 0, error: undefined as string | undefined };
  let stop = false;
  let sending: Promise<void> = Promise.resolve();
  let before = 0;
  const sendLoop = async () => {
    const from = Date.now();
    for (let n = 0; !stop; n += 1) {
      const at = new Date(from + n * 60_000); // a name of its own per send; older ones go by retention
      const started = Date.now();
      const copy = await sendOffsite(db, offsiteOf(config), local, at, { log: () => {}, attempts: 1, now: () => at });
      if (!copy) {
        sent.error = 'sendOffsite returned no copy (its error is above)';
        return;
      }
      sent.sends.push([started, Date.now()]);
      sent.bytes = copy.bytes;
    }
  };
  reply({ port: server.port });
  for await (const command of console) {
    if (command === 'begin') {
      before = resetPeak();
      stalls.reset();
      reply({});
    } else if (command === 'end') {
      reply({ stallMs: stalls.longest(), growth: statusKiB('VmHWM') - before });
    } else if (command === 'send') {
      stop = false;
      let done = false;
      sending = sendLoop().finally(() => {
        done = true;
      });
      while (!done && !existsSync(`${local}.gz.partial`)) await Bun.sleep(2);
      reply({});
    } else if (command === 'unsend') {
      stop = true;
      await sending;
      reply(sent);
    }
  }
  stalls.stop();
  memory.stop();
  await server.stop(true);
  log.flush();
  db.raw.close();
}

await serve(process.argv[2] as string, process.argv[3] as string);
