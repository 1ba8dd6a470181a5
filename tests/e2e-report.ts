/**
 * Reading Playwright's JSON report (test-results/e2e.json) for `npm test` and `npm run test:stress`: how many
 * passed and failed, which tests passed only on a retry (flaky), and which failed in any of their runs.
 */

type Result = { status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted'; retry: number };
type Test = { status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results: Result[] };
type Spec = { title: string; file: string; tests: Test[] };
type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
export type JsonReport = {
  suites?: Suite[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  /** Errors outside any test: a global setup or a worker's teardown that failed. */
  errors?: unknown[];
};

/** Playwright's advice: retries on CI only. `CI` set to anything but an empty string, 0 or false means CI. */
export function retriesFor(env: Record<string, string | undefined>): number {
  const ci = env.CI?.trim().toLowerCase();
  return ci && ci !== '0' && ci !== 'false' ? 2 : 0;
}

/** Every spec of the report with its name as the summary prints it: `file › describe › title`. */
function* specsOf(suites: Suite[], outer: string[] = []): Generator<{ name: string; spec: Spec }> {
  for (const suite of suites) {
    // A file's own suite is named by the file; a describe block adds its title.
    const path = suite.file && suite.title === suite.file ? outer : [...outer, suite.title];
    for (const spec of suite.specs ?? []) {
      yield { name: [spec.file, ...path.filter(Boolean), spec.title].join(' › '), spec };
    }
    yield* specsOf(suite.suites ?? [], path);
  }
}

export type E2eSummary = { passed: number; failed: number; skipped: number; flaky: string[] };

/**
 * The counts `npm test` adds to its total. A test that passed on a retry counts as passed and is named in
 * `flaky`; an error outside any test (a world that would not start) counts as one failure.
 */
export function summariseE2e(report: JsonReport): E2eSummary {
  const stats = report.stats ?? {};
  const flaky: string[] = [];
  for (const { name, spec } of specsOf(report.suites ?? [])) {
    if (spec.tests.some((test) => test.status === 'flaky')) flaky.push(name);
  }
  const outside = report.errors?.length ? 1 : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + outside,
    skipped: stats.skipped ?? 0,
    flaky,
  };
}

/** The lines printed above the final total, one per flaky test. */
export const flakyLines = (flaky: string[]) => flaky.map((name) => `flaky: ${name}`);

/**
 * For the stress run: each test that failed in at least one of its runs (every repeat, every retry), with
 * how many of its runs failed.
 */
export function failedAtLeastOnce(report: JsonReport): { name: string; failed: number; runs: number }[] {
  const failing: { name: string; failed: number; runs: number }[] = [];
  for (const { name, spec } of specsOf(report.suites ?? [])) {
    const results = spec.tests.flatMap((test) => test.results);
    const failed = results.filter((result) => ['failed', 'timedOut', 'interrupted'].includes(result.status)).length;
    if (failed > 0) failing.push({ name, failed, runs: results.length });
  }
  return failing;
}
