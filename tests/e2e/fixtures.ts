import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { installTurnstileStub } from './turnstile-stub.ts';
import { changedParts, signInThroughApi, siteState, startWorld, templateDb, type World } from './world.ts';

/**
 * What every end-to-end test stands on:
 * - its worker's world: a server of its own on a copy of the run's seeded database (tests/e2e/world.ts), which
 *   is the tests' baseURL, with the e2e admin signed in once for the whole worker (`signIn` in session.ts);
 * - a check after each passing test that the site-wide state (featured works, settings, texts, terms,
 *   accounts) is as the worker found it, so a test that changes it must put it back;
 * - pages that wait for the app to start after every load, and fail on an unexpected console error.
 */

/**
 * A page the server rendered shows before its script runs (server/services/first-screen.ts), and its buttons
 * and fields work once the app has taken it over. Every load of an app page therefore waits for that, as a
 * visitor would wait for a control to respond; a page that is no app page (a feed, a file) does not wait.
 */
const STARTED = () => !document.getElementById('root') || document.documentElement.dataset.started !== undefined;

/** The worker's world and its signed-in admin, for helpers that are handed only a page. */
type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
type SignedInWorld = World & { admin: APIRequestContext; adminCookies: Cookies };
let current: SignedInWorld | undefined;

/** This worker's world; only inside a test. */
export function currentWorld(): SignedInWorld {
  if (!current) throw new Error('No world yet: the world fixture starts one for each worker.');
  return current;
}

/** Requests of a page still in flight, counted from the page's creation. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function countRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  // A request a navigation abandons is reported as failed (net::ERR_ABORTED).
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the page has loaded what it shows: the document and every image in view are complete and no
 * request of the page is in flight. A state, not a quiet time: a page that keeps polling still settles
 * between two polls, and a lazy image scrolled into view is waited for until it has arrived.
 */
export async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled() needs the fixture’s page, whose requests are counted.');
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    return [...document.images].filter(inView).every((img) => img.complete);
  });
  await expect.poll(() => pending.size, { message: 'requests still in flight' }).toBe(0);
}

type TestFixtures = {
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Registers a way to put back something site-wide the test changes; run after the test, last first. */
  putBack: (restore: () => Promise<void>) => void;
  turnstileStub: undefined;
  siteUnchanged: undefined;
};
type WorkerFixtures = { world: SignedInWorld; siteAtStart: Record<string, unknown> };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  world: [
    async ({ playwright }, use, workerInfo) => {
      const world = await startWorld(templateDb(), `world ${workerInfo.workerIndex}`);
      const admin = await playwright.request.newContext({ baseURL: world.url });
      try {
        // Signed in once for the worker's life: tests reuse this session instead of the login form.
        await signInThroughApi(admin, world.url);
        const { cookies } = await admin.storageState();
        current = { ...world, admin, adminCookies: cookies };
        await use(current);
      } finally {
        current = undefined;
        await admin.dispose();
        await world.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  siteAtStart: [async ({ world }, use) => use(await siteState(world.admin)), { scope: 'worker' }],
  baseURL: async ({ world }, use) => use(world.url),
  // After a test that passed, the site-wide state is as the worker found it; a failed test's worker is
  // replaced by a fresh world anyway.
  siteUnchanged: [
    async ({ world, siteAtStart }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== 'passed') return;
      const changed = changedParts(siteAtStart, await siteState(world.admin));
      expect(changed, 'site-wide state this test changed and did not put back').toEqual([]);
    },
    { auto: true },
  ],
  // Torn down before the check above, whether the test passed, failed or ran out of time.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  putBack: async ({}, use) => {
    const restores: (() => Promise<void>)[] = [];
    await use((restore) => restores.push(restore));
    for (const restore of restores.reverse()) await restore();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    countRequests(page);
    // A test of the page without its script has nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await page.waitForFunction(STARTED);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await page.waitForFunction(STARTED);
      return response;
    };
    await use(page);
  },
  // The e2e server runs with the captcha on (against a fake siteverify); no page may reach Cloudflare.
  turnstileStub: [
    async ({ page }, use) => {
      await installTurnstileStub(page);
      await use(undefined);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const failedRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('requestfailed', (request) =>
        failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
      );
      await use((pattern) => allowed.push(pattern));
      // A test that failed says what the browser saw, so that a failure seen once on CI can be understood.
      if (testInfo.status !== testInfo.expectedStatus) {
        const seen = [...errors.map((text) => `console: ${text}`), ...failedRequests.map((line) => `request: ${line}`)];
        if (seen.length) console.log(`The browser during '${testInfo.title}':\n  ${seen.join('\n  ')}`);
      }
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
