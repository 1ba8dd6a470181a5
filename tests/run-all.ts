import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { flakyLines, type JsonReport, summariseE2e } from './e2e-report.ts';

/**
 * `npm test`: the one gate. Builds the client (for the browser and for the server), then runs typecheck, lint and
 * unit (vitest on Node) beside API (bun test, with bun:sqlite and Bun.password as in production), then
 * end-to-end (Playwright against real servers), printing each runner's own output and, last, one line
 * totalling them all.
 * Typecheck (once per tsconfig) and lint count as one check each; every suite's line gives its time.
 */

type Count = { passed: number; failed: number; skipped: number };
const total: Count = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];

/** What a runner did: whether it exited 0, what it printed, and how long it took in seconds. */
type Ran = { ok: boolean; out: string; seconds: number };

/**
 * Runs one command. Its output is echoed as it comes, or, for a command running beside another (`buffered`),
 * printed in one block when it ends, so two runners' lines never interleave.
 */
async function run(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
  { buffered = false } = {},
): Promise<Ran> {
  const header = `\n━━ ${name}: ${cmd.join(' ')}`;
  if (!buffered) console.log(header);
  const started = performance.now();
  // Both streams are kept: `bun test` prints its totals on stderr.
  const child = Bun.spawn(cmd, { env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  let out = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const text = decoder.decode(chunk.value, { stream: true });
      out += text;
      if (!buffered) sink.write(text);
    }
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  const seconds = (performance.now() - started) / 1000;
  const footer = `━━ ${name} ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`;
  console.log(buffered ? `${header}\n${out.trimEnd()}\n${footer}` : footer);
  return { ok: code === 0, out, seconds };
}

/** Adds a suite's count to the total and its line, with its time, to the summary. */
function add(name: string, count: Count, seconds: number) {
  total.passed += count.passed;
  total.failed += count.failed;
  total.skipped += count.skipped;
  const line = `${name}: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`;
  summary.push(`${line.padEnd(56)} ${seconds.toFixed(1).padStart(6)} s`);
}

const check = (name: string, ran: Ran) =>
  add(name, { passed: ran.ok ? 1 : 0, failed: ran.ok ? 0 : 1, skipped: 0 }, ran.seconds);

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const begun = performance.now();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// The browser's build, then the server's render of a page's first screen (decision 013), as `npm run build`.
const vite = ['node', 'node_modules/vite/bin/vite.js', 'build'];
const clientBuild = await run('build', vite);
const serverBuild = await run('build', [...vite, '-c', 'vite.ssr.config.ts']);
const build = {
  ...serverBuild,
  ok: clientBuild.ok && serverBuild.ok,
  seconds: clientBuild.seconds + serverBuild.seconds,
};
check('build', build);

// The static checks and the unit tests run beside the API tests, and print their output in blocks as each
// ends. Server, client and tests each have their own types (the DOM's, Bun's): one check per tsconfig. The
// server project comes first: its declarations are what the others read the API's types from. The API files
// are shared out to two processes, so the suite no longer runs alone on one core once the checks are done.
// Each process keeps its modules across the files it runs, as the one process did before (a fresh global
// scope per file took the suite from 160 to 250 s). An API test may take a while on a busy machine (argon2id
// logins, the one-time demo seed); none is timed.
const tsc = ['node', 'node_modules/typescript/bin/tsc'];
const quiet = { buffered: true };
const checksAndUnit = (async () => {
  const types: [string, Ran][] = [
    ['server/tsconfig.json', await run('typecheck', [...tsc, '-b', 'server'], {}, quiet)],
  ];
  for (const project of ['tsconfig.json', 'client/tsconfig.json', 'tests/tsconfig.json']) {
    types.push([project, await run('typecheck', [...tsc, '--noEmit', '-p', project], {}, quiet)]);
  }
  const lint = await run('lint', ['node_modules/.bin/biome', 'check', '.'], {}, quiet);
  const deadCode = await run('knip', ['node_modules/.bin/knip', '--no-progress'], {}, quiet);
  const unitRun = await run(
    'unit',
    [
      'node',
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
    {},
    quiet,
  );
  return { types, lint, deadCode, unit: unitRun };
})();
const apiRun = run('api', [process.execPath, 'test', '--parallel=2', '--no-isolate', '--timeout', '60000'], {}, quiet);
const [{ types, lint, deadCode, unit }, api] = await Promise.all([checksAndUnit, apiRun]);

for (const [project, ran] of types) check(`typecheck ${project}`, ran);
check('lint', lint);
check('unused code (knip)', deadCode);
const unitJson = readJson('test-results/unit.json') as
  | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  | undefined;
add(
  'unit',
  unitJson
    ? {
        passed: unitJson.numPassedTests,
        failed: unitJson.numFailedTests + (unit.ok || unitJson.numFailedTests ? 0 : 1),
        skipped: unitJson.numPendingTests + unitJson.numTodoTests,
      }
    : { passed: 0, failed: 1, skipped: 0 },
  unit.seconds,
);

const number = (pattern: RegExp) => Number(api.out.match(pattern)?.[1] ?? 0);
const apiCount = {
  passed: number(/^\s*(\d+) pass$/m),
  failed: number(/^\s*(\d+) fail$/m),
  skipped: number(/^\s*(\d+) skip$/m),
};
if (!api.ok && apiCount.failed === 0) apiCount.failed = 1;
add('api', apiCount, api.seconds);

// Each worker starts servers of its own on free ports (tests/e2e/world.ts). On CI a failed test is run again, up
// to twice; one that then passes counts as passed and is named as flaky, here and in test-results/flaky.json.
const flaky: string[] = [];
if (build.ok) {
  const e2e = await run('e2e', ['node', 'node_modules/@playwright/test/cli.js', 'test']);
  const report = readJson('test-results/e2e.json') as JsonReport | undefined;
  const e2eCount = report ? summariseE2e(report) : { passed: 0, failed: 1, skipped: 0, flaky: [] };
  if (!e2e.ok && e2eCount.failed === 0) e2eCount.failed = 1;
  flaky.push(...e2eCount.flaky);
  add('e2e', e2eCount, e2e.seconds);
} else {
  add('e2e (not run: the build failed)', { passed: 0, failed: 1, skipped: 0 }, 0);
}
writeFileSync('test-results/flaky.json', `${JSON.stringify(flaky, null, 2)}\n`);

const elapsed = (performance.now() - begun) / 1000;
console.log(`\n${summary.join('\n')}\n${'all suites'.padEnd(56)} ${elapsed.toFixed(1).padStart(6)} s`);
for (const line of flakyLines(flaky)) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
