import { createFuzzApp, fuzzWriteRoutes, writeRoutes } from '../tests/api/hostile-fuzz.ts';

/**
 * `bun bench/hostile.ts [runs] [seed]`: the hostile-input drill at full size. Every write route gets `runs`
 * generated requests signed out and as many signed in (default 160 each: over 10,000 in all, uploads
 * included), in-process against a seeded database. Goal: 0 5xx, 0 leaked stack traces, 0 state changes.
 * `tests/api/hostile-fuzz.test.ts` runs the same generator with fewer requests on every test run.
 */

const runs = Number(process.argv[2] ?? 160);
const seed = Number(process.argv[3] ?? 20_260_115);

const fuzz = await createFuzzApp();
const routes = writeRoutes(fuzz.app).length;
const started = performance.now();
const report = await fuzzWriteRoutes(fuzz, { runs, seed });
const seconds = (performance.now() - started) / 1000;
fuzz.close();

console.log(`write routes: ${routes}, signed in and out, seed ${seed}`);
console.log(`hostile requests: ${report.requests} in ${seconds.toFixed(1)} s`);
console.log(`5xx answers: ${report.serverErrors.length}`);
console.log(`leaked stack traces: ${report.leaks.length}`);
console.log(`state changes: ${report.stateChanges}`);
for (const line of [...report.serverErrors, ...report.leaks].slice(0, 10)) console.log(`  ${line}`);
const met = report.requests >= 10_000 && report.serverErrors.length + report.leaks.length + report.stateChanges === 0;
console.log(met ? 'goal met' : 'GOAL NOT MET');
process.exit(met ? 0 : 1);
