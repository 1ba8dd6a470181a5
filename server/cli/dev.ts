import { PROJECT_ROOT } from '../lib/paths.ts';
import { updateContentIndex } from './content-index.ts';

/** `npm run dev`: the API under `bun --watch` and Vite with hot reload, which proxies /api to it on the same PORT. */

// A content type added or removed since the last run is registered before anything starts (docs/decisions/018).
const written = await updateContentIndex();
if (written.length > 0) console.log(`Content index: wrote ${written.join(', ')}.`);

const output = { cwd: PROJECT_ROOT, stdin: 'inherit', stdout: 'inherit', stderr: 'inherit' } as const;
const children = [
  Bun.spawn([process.execPath, '--watch', 'server/cli/start.ts', '--no-client-build'], output),
  Bun.spawn(['node', 'node_modules/vite/bin/vite.js'], { ...output, stdin: 'ignore' }),
];

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
  }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
const first = await Promise.race(children.map((child) => child.exited));
await stopAll(first);
