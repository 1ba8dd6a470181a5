import { execFileSync } from 'node:child_process';
import { BUN } from './world.ts';

/**
 * Runs a few lines of Bun (`bun -e`) and answers what they print. Playwright runs on Node, which has no SQLite;
 * rows no route writes (held mail, the state of backups) are written with bun:sqlite, the server's own driver,
 * in a process of their own. Values go in through the environment, never into the script's text.
 */
export function runBunScript(script: string, env: Record<string, string>): string {
  return execFileSync(BUN, ['-e', script], { env: { ...process.env, ...env }, encoding: 'utf8' });
}
