import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.pid` marks a data folder as served, so that maintenance commands (restore) can refuse
 * to swap the database file out from under a running server. A file left by a crash names a dead process
 * and is ignored.
 */

export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function writePidFile(dataDir: string): void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

/** Removes the file only if it is still this process's (a second server may have written its own). */
export function removePidFile(dataDir: string): void {
  if (readPid(dataDir) === process.pid) rmSync(pidFile(dataDir), { force: true });
}

/** The pid of a live server on this data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(dataDir);
  if (pid === null || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account), so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function readPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(pidFile(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
