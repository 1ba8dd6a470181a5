import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_TO, FAKE_RESEND_URL, SITEVERIFY_URL } from '../../playwright.config.ts';
import { FAKE_RESEND_KEY } from '../fakes/resend.ts';
import { FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY } from '../fakes/siteverify.ts';
import { freePort } from '../free-port.ts';

/**
 * A world is one real gallery server on a free port with a data folder of its own, copied from the database
 * the run seeded once (tests/e2e/global-setup.ts). Each Playwright worker runs its tests in a world of its own
 * (tests/e2e/fixtures.ts), so a test that changes what the whole site shows (the featured works, the settings,
 * the site texts, the terms, the accounts) cannot disturb a test running at the same time in another worker.
 */

export const BUN = './node_modules/.bin/bun';
const START = 'server/cli/start.ts';

/** The server's settings in a world: the captcha on against the fake siteverify, mail through the fake Resend. */
function serverEnv(dataDir: string, port: number, seed: boolean): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: seed ? '1' : '0',
    LOG_REQUESTS: '0',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY,
    TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: SITEVERIFY_URL,
    // The self-hosted check's work, cut from production's 1000 iterations an attempt: the browser tests solve
    // its puzzle in milliseconds, where production's cost took 10 to 15 s on a busy machine.
    ALTCHA_COST: '10',
    RESEND_API_KEY: FAKE_RESEND_KEY,
    RESEND_BASE_URL: FAKE_RESEND_URL,
    MAIL_TO: E2E_MAIL_TO,
  };
}

export type World = {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  dataDir: string;
  /** Stops the server (it folds its WAL into the file) and, unless kept, removes the data folder. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** What a server wrote to stderr, kept to explain a start that failed. */
function collectStderr(child: ChildProcess, label: string): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    text += chunk;
    process.stderr.write(chunk.replace(/^(?=.)/gm, `[${label}] `));
  });
  return () => text;
}

/** Resolves once /api/health answers 200; rejects if the server exits first or the limit passes. */
async function healthy(url: string, child: ChildProcess, stderr: () => string, limitMs: number) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${stderr()}`))),
  );
  const ready = (async () => {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server at ${url} was not ready within ${limitMs / 1000} s:\n${stderr()}`);
  })();
  await Promise.race([ready, exited]);
}

/** Sends SIGTERM and waits for the exit; a server that does not stop within the limit is killed. */
function stopProcess(child: ChildProcess, limitMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(
  dataDir: string,
  seed: boolean,
  label: string,
  limitMs: number,
  env: Record<string, string> = {},
): Promise<World> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The template's start built the client; a world only serves it.
  const args = seed ? [START] : [START, '--no-client-build'];
  const child = spawn(BUN, args, {
    env: { ...process.env, ...serverEnv(dataDir, port, seed), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = collectStderr(child, label);
  try {
    await healthy(url, child, stderr, limitMs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    url,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      await stopProcess(child);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds the run's database once: a server starts on an empty folder, fills it with the demo content and the
 * e2e admin, and stops, which leaves one self-contained file. Answers that file's path.
 */
export async function seedTemplate(): Promise<{ file: string; remove: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gallery-e2e-template-'));
  // The first start may build the client and draws the demo's pictures: minutes on a slow machine.
  const world = await startServer(dataDir, true, 'seed', 300_000);
  await world.stop({ keepData: true });
  return {
    file: path.join(dataDir, 'gallery.db'),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type WorldOptions = {
  /** Settings of its own, over the worlds' usual ones. */
  env?: Record<string, string>;
  /** Runs on the copied database before the server starts. */
  prepare?: (databaseFile: string) => void;
};

/** Starts a world on a copy of the seeded database. */
export async function startWorld(template: string, label = 'world', options: WorldOptions = {}): Promise<World> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gallery-e2e-world-'));
  const databaseFile = path.join(dataDir, 'gallery.db');
  copyFileSync(template, databaseFile);
  options.prepare?.(databaseFile);
  return startServer(dataDir, false, label, 60_000, options.env);
}

/** The seeded database of this run, as global-setup.ts left its path for the workers. */
export function templateDb(): string {
  const file = process.env.E2E_TEMPLATE_DB;
  if (!file) throw new Error('E2E_TEMPLATE_DB is not set: the e2e global setup seeds it (playwright.config.ts).');
  return file;
}

/**
 * Signs the e2e admin in through the API, with a token the fake siteverify accepts once, and answers the
 * cookies of that session. `request` must be a context of its own with the world's baseURL.
 */
export async function signInThroughApi(request: APIRequestContext, origin: string): Promise<void> {
  const login = await request.post('/api/user/login', {
    headers: { Origin: origin },
    data: { ...E2E_ADMIN, captchaToken: `pass-${crypto.randomUUID()}` },
  });
  if (!login.ok()) throw new Error(`The e2e admin could not sign in: ${login.status()} ${await login.text()}`);
}

/**
 * What the whole site shows and no single entry owns, read through the API as staff and visitors read it:
 * the featured works, the settings, the site texts and term names in both languages, the static images, the
 * terms and the admins' addresses. Tests that change one of these put it back (tests/e2e/fixtures.ts checks).
 */
export async function siteState(admin: APIRequestContext): Promise<Record<string, unknown>> {
  const read = async (url: string) => {
    // The server closes a connection idle for 10 s as the client reuses it, now and then: a read is asked again.
    const res = await admin.get(url).catch((error: unknown) => {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
      return admin.get(url);
    });
    if (!res.ok()) throw new Error(`${url} answered ${res.status()}`);
    return res.json();
  };
  const reads = {
    featured: '/api/admin/featured',
    settings: '/api/admin/settings',
    'site texts': '/api/site/texts',
    'site texts in Chinese': '/api/site/texts?lang=zh',
    'static images': '/api/admin/static-images',
    media: '/api/admin/terms?kind=medium',
    categories: '/api/admin/terms?kind=category',
    collections: '/api/admin/terms?kind=collection',
    'term names in Chinese': '/api/site/terms?lang=zh',
    accounts: '/api/admin/accounts',
  };
  const state = Object.fromEntries(
    await Promise.all(Object.entries(reads).map(async ([part, url]) => [part, await read(url)] as const)),
  );
  // Who can sign in, not when they last did.
  const { accounts } = state.accounts as { accounts: { email: string }[] };
  return { ...state, accounts: accounts.map((account) => account.email).sort() };
}

/** The parts of the site's state that differ between two readings, by name. */
export function changedParts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(before).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
