import { afterEach, describe, expect, test, vi } from 'vitest';
import { failedAtLeastOnce, flakyLines, type JsonReport, retriesFor, summariseE2e } from '../e2e-report.ts';

/**
 * What `npm test` makes of Playwright's JSON report: a test that passed on a retry counts as passed and is
 * named as flaky; the stress run names every test that failed in any of its runs.
 */

const passed = { status: 'passed', retry: 0 } as const;
const failed = (retry: number) => ({ status: 'failed', retry }) as const;

const report: JsonReport = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'home.e2e.ts',
      file: 'home.e2e.ts',
      specs: [
        {
          title: 'the home page shows four works',
          file: 'home.e2e.ts',
          tests: [{ status: 'expected', results: [passed] }],
        },
        {
          title: 'an unknown path shows the not-found page',
          file: 'home.e2e.ts',
          tests: [{ status: 'flaky', results: [failed(0), { status: 'passed', retry: 1 }] }],
        },
      ],
      suites: [
        {
          title: 'at 390px',
          file: 'home.e2e.ts',
          specs: [
            { title: 'the menu opens', file: 'home.e2e.ts', tests: [{ status: 'expected', results: [passed] }] },
            {
              title: 'the menu closes',
              file: 'home.e2e.ts',
              tests: [{ status: 'unexpected', results: [failed(0), failed(1), { status: 'timedOut', retry: 2 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the e2e summary', () => {
  test('a test that passed on a retry counts as passed and is named as flaky', () => {
    const summary = summariseE2e(report);
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      skipped: 0,
      flaky: ['home.e2e.ts › an unknown path shows the not-found page'],
    });
    expect(flakyLines(summary.flaky)).toEqual(['flaky: home.e2e.ts › an unknown path shows the not-found page']);
  });

  test('an error outside every test, such as a world that did not start, is a failure', () => {
    const broken = { ...report, stats: { expected: 3 }, errors: [{ message: 'worker teardown' }] };
    expect(summariseE2e(broken)).toMatchObject({ passed: 3, failed: 1 });
  });

  test('the stress run names each test that failed in any run, with how many runs failed', () => {
    expect(failedAtLeastOnce(report)).toEqual([
      { name: 'home.e2e.ts › an unknown path shows the not-found page', failed: 1, runs: 2 },
      { name: 'home.e2e.ts › at 390px › the menu closes', failed: 3, runs: 3 },
    ]);
  });
});

describe('retries', () => {
  test('twice on CI, never without CI', () => {
    expect(retriesFor({ CI: 'true' })).toBe(2);
    expect(retriesFor({ CI: '1' })).toBe(2);
    expect(retriesFor({})).toBe(0);
    expect(retriesFor({ CI: '' })).toBe(0);
    expect(retriesFor({ CI: 'false' })).toBe(0);
    expect(retriesFor({ CI: '0' })).toBe(0);
  });
});

describe("the e2e suite's configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const retriesOfConfig = async () => (await import('../../playwright.config.ts')).default.retries;

  test('retries twice with CI set', async () => {
    vi.stubEnv('CI', 'true');
    expect(await retriesOfConfig()).toBe(2);
  });

  test('never retries without CI', async () => {
    vi.stubEnv('CI', '');
    expect(await retriesOfConfig()).toBe(0);
  });
});
