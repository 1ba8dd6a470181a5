import { readdirSync, readFileSync } from 'node:fs';
import type { ServerProcess } from '../tests/api/server-process.ts';

/** What the drills share: a server's resident memory, and a signed-in staff cookie on a real server. */

export const ADMIN = { email: 'drill@gallery.example', password: 'a drill password for the bench' };

/**
 * The memory settings of the README's deployment (its systemd unit and the Dockerfile), so the benches
 * measure the server as it runs: two malloc arenas keep freed memory reusable, and the JavaScript heap is
 * sized as on a 256 MB machine, so a burst of visitors leaves less room held after it.
 */
export const DEPLOYED_ENV = { MALLOC_ARENA_MAX: '2', BUN_JSC_forceRAMSize: String(256 * 1024 * 1024) };

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The process's children (the image processes of the server), from /proc. */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Resident memory of a process and every process under it, in MB: the whole cost of the server. */
export function treeRssMb(pid: number): number {
  let total = 0;
  for (const child of childPids(pid)) {
    try {
      total += treeRssMb(child);
    } catch {
      // The child ended between the listing and the reading.
    }
  }
  return total + rssMb(pid);
}

/**
 * Samples a process's memory every `everyMs` until stopped: the peak of the process itself and the peak of it
 * with its children together.
 */
export function sampleMemory(pid: number, everyMs = 100) {
  let peak = rssMb(pid);
  let treePeak = peak;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
      treePeak = Math.max(treePeak, treeRssMb(pid));
    } catch {
      // The process is gone; the peaks so far stand.
    }
  }, everyMs);
  return {
    peak: () => peak,
    treePeak: () => treePeak,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Signs the drill's admin in (the server was started with ADMIN_EMAIL and ADMIN_PASSWORD) and returns the cookie. */
export async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export const mb = (value: number) => `${value.toFixed(1)} MB`;
