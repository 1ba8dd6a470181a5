import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Bundled for the browser by bench/altcha-solve.ts: one challenge from the API, solved on this thread. */
(globalThis as unknown as { benchSolve: () => Promise<number> }).benchSolve = async () => {
  const challenge = (await (await fetch('/api/site/challenge')).json()) as Challenge;
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return performance.now() - started;
};
