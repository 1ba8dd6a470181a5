import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST, CLIENT_SOURCE, PROJECT_ROOT } from '../lib/paths.ts';

// The build rewrites the generated route tree.
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'routeTree.gen.ts') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function clientIsStale(): boolean {
  const built = path.join(CLIENT_DIST, 'index.html');
  if (!existsSync(built) || !existsSync(path.join(CLIENT_DIST, '..', 'server', 'entry-server.js'))) return true;
  if (!existsSync(CLIENT_SOURCE)) return false; // a deployed image ships only the build
  const sources = Math.max(
    newestMtime(CLIENT_SOURCE),
    newestMtime(path.join(PROJECT_ROOT, 'vite.config.ts')),
    newestMtime(path.join(PROJECT_ROOT, 'vite.ssr.config.ts')),
    newestMtime(path.join(PROJECT_ROOT, 'shared')),
  );
  return sources > statSync(built).mtimeMs;
}

export function ensureClientBuilt(): void {
  if (!clientIsStale()) return;
  console.log('Building the client (first start or changed sources)...');
  const vite = path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js');
  for (const config of ['vite.config.ts', 'vite.ssr.config.ts']) {
    const args = [vite, 'build', '-c', config, '--logLevel', 'warn'];
    // biome-ignore lint/style/noProcessEnv: the build's environment is this one's, with NODE_ENV set for it
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('node', args, { cwd: PROJECT_ROOT, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error('The client build failed; see the output above.');
  }
}

if (import.meta.main) ensureClientBuilt();
