import type { AppDeps } from '../lib/env.ts';
import { eraseOldEntries } from '../queries/erasure.ts';
import { releaseExpiredHolds } from '../queries/holds.ts';

export function runPipelineRound(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const now = deps.now();
  const released = releaseExpiredHolds(deps.db.orm, now);
  const erased = eraseOldEntries(deps.db.orm, now, deps.config.eraseAfterMonths);
  return { released, erased };
}

export function startPipelineJobs(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
) {
  const log = options.log ?? console.log;
  const tick = () => {
    try {
      const { released, erased } = runPipelineRound(deps);
      if (released) log(`Released ${released} expired hold(s).`);
      if (erased.enquiries || erased.messages) {
        log(`Erased personal data of ${erased.enquiries} enquiry(ies) and ${erased.messages} message(s).`);
      }
    } catch (error) {
      console.error('The pipeline round failed:', error);
    }
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  return () => clearInterval(timer);
}
