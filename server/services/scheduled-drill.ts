import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { backupState, recordFailure } from './backup-status.ts';

// The weekly restore drill (issue 30). It runs `npm run backup:drill` as a process of its own: the download,
// integrity_check and the app it starts on the copy take neither the server's memory nor its event loop, and
// it records its result in the database itself. Due a set time after the last drill, good or failed, so
// restarts cannot postpone it; and only once an off-site copy has been made, so a new server does not fail one.

const FIRST_CHECK_MS = 5 * 60_000; // after the first scheduled backup's check
const MAX_WAIT_MS = 60 * 60_000;
const DAY_MS = 24 * 3_600_000;

export const DRILL_COMMAND = [process.execPath, path.join(import.meta.dir, '../cli/backup-drill.ts')];

export type DrillScheduleOptions = {
  firstCheckMs?: number;
  now?: () => Date;
  /**
   * Runs one drill to its end, or until the signal stops it, and resolves with its exit code; by default the
   * command above, in this process's environment.
   */
  run?: (signal: AbortSignal) => Promise<number>;
};

/** When the next drill is due, or null while there is no off-site copy to drill. */
export function nextDrillAt(db: Database, config: Config): number | null {
  if (!backupState(db, 'offsite')?.lastGoodAt) return null;
  const drill = backupState(db, 'drill');
  const last = Math.max(drill?.lastGoodAt?.getTime() ?? 0, drill?.lastFailureAt?.getTime() ?? 0);
  return last + config.backup.drillEveryDays * DAY_MS;
}

export function startScheduledDrills(db: Database, config: Config, options: DrillScheduleOptions = {}) {
  if (!config.backup.offsite || config.backup.drillEveryDays <= 0) return async () => {};
  const clock = options.now ?? (() => new Date());
  const run = options.run ?? runDrillCommand;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drilling: Promise<void> | null = null;
  const controller = new AbortController();

  const check = () => {
    const due = nextDrillAt(db, config);
    const now = clock().getTime();
    if (due !== null && due <= now) {
      const before = backupState(db, 'drill')?.updatedAt.getTime();
      // A drill that died without a word is a failed one too, or it would be started again at once.
      const unrecorded = (reason: string) => {
        if (controller.signal.aborted || backupState(db, 'drill')?.updatedAt.getTime() !== before) return;
        recordFailure(db, 'drill', { reason, at: clock(), final: true, siteUrl: config.publicUrl });
        console.error(`Restore drill failed: ${reason}`);
      };
      drilling = run(controller.signal)
        .then((code) => unrecorded(`npm run backup:drill ended with exit code ${code} and no result.`))
        .catch((error) => unrecorded(`npm run backup:drill could not run: ${(error as Error).message}`))
        .finally(() => {
          drilling = null;
          if (!controller.signal.aborted) arm(1000);
        });
      return;
    }
    arm(due === null ? MAX_WAIT_MS : due - now);
  };
  const arm = (ms: number) => {
    timer = setTimeout(check, Math.min(Math.max(ms, 1000), MAX_WAIT_MS));
  };
  timer = setTimeout(check, options.firstCheckMs ?? FIRST_CHECK_MS);
  console.log(`Restore drills every ${config.backup.drillEveryDays} days of the newest off-site copy.`);
  return async () => {
    controller.abort();
    clearTimeout(timer);
    await drilling;
  };
}

// Stopped with the server: the next drill clears the folder it leaves.
async function runDrillCommand(signal: AbortSignal): Promise<number> {
  const child = Bun.spawn(DRILL_COMMAND, { stdout: 'inherit', stderr: 'inherit' });
  const stop = () => child.kill();
  signal.addEventListener('abort', stop, { once: true });
  const code = await child.exited;
  signal.removeEventListener('abort', stop);
  return code;
}
