import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { failedAtLeastOnce, type JsonReport } from './e2e-report.ts';

/**
 * `npm run test:stress`: the end-to-end suite three times over (`--repeat-each=3`), with no retries, while two
 * processes keep the machine's cores busy, as a CI machine running other jobs is. It prints every test that
 * failed in at least one run, and exits 1 if there is one. Run it before handing in a change to e2e tests,
 * hydration, routing or timing: a test that fails only here is a race, usually in the product.
 */

/** How long a CPU burner may run at most, whatever happens to this script. */
const BURN_LIMIT_MS = 90 * 60_000;
const REPORT = 'test-results/stress.json';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Each burner spins until it is stopped or its limit passes: bounded in time, and on this machine only.
const burners = [1, 2].map(() =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${BURN_LIMIT_MS}; while (Date.now() < end) {}`], {
    stdio: 'ignore',
  }),
);
const stopBurners = () => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);

mkdirSync('test-results', { recursive: true });
const started = performance.now();
const run = spawnSync(
  'node',
  ['node_modules/@playwright/test/cli.js', 'test', '--repeat-each=3', '--retries=0', '--reporter=list,json'],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT } },
);
stopBurners();
const minutes = ((performance.now() - started) / 60_000).toFixed(1);

if (!existsSync(REPORT)) {
  console.error(`\nThe stress run wrote no report (exit ${run.status}).`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport;
const failing = failedAtLeastOnce(report);
const stats = report.stats ?? {};
console.log(`\nStress run: ${stats.expected ?? 0} runs passed, ${stats.unexpected ?? 0} failed, in ${minutes} min.`);
for (const test of failing) console.log(`failed ${test.failed} of ${test.runs}: ${test.name}`);
if (report.errors?.length) console.log(`${report.errors.length} errors outside any test (see above).`);
console.log(
  failing.length === 0 && !report.errors?.length ? 'No test failed.' : `${failing.length} tests failed at least once.`,
);
process.exit(failing.length === 0 && !report.errors?.length && run.status === 0 ? 0 : 1);
