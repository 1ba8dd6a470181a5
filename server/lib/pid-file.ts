import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Lets restore refuse to swap the database out from under a running server; a crash's file names a dead process.

export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function writePidFile(dataDir: string): void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

// A second server may have written its own.
export function removePidFile(dataDir: string): void {
  if (readPid(dataDir) === process.pid) rmSync(pidFile(dataDir), { force: true });
}

export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(dataDir);
  if (pid === null || pid === process.pid) return null;
  return isProcessRunning(pid) ? pid : null;
}

export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account), so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
