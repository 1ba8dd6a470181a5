import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_RESEND_KEY } from './tests/fakes/resend.ts';
import { FAKE_TURNSTILE_SECRET, FAKE_TURNSTILE_SITE_KEY } from './tests/fakes/siteverify.ts';

// The whole suite runs against one real Bun server on a free port with a fresh, seeded data folder.
// The runner (tests/run-all.ts) picks the port; a direct `npx playwright test` picks one here. Workers
// inherit the environment, so they agree with the main process.
process.env.E2E_PORT ??= String(40000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'gallery-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

// The fake Turnstile siteverify and the fake Resend run beside the server, so the captcha is on and the mail
// outbox really sends; the browser's Turnstile script is stubbed in tests/e2e/fixtures.ts.
const freeish = () => String(40000 + Math.floor(Math.random() * 20000));
process.env.E2E_SITEVERIFY_PORT ??= freeish();
process.env.E2E_RESEND_PORT ??= freeish();
const siteverifyPort = Number(process.env.E2E_SITEVERIFY_PORT);
const resendPort = Number(process.env.E2E_RESEND_PORT);
export const FAKE_RESEND_URL = `http://127.0.0.1:${resendPort}`;
export const E2E_MAIL_TO = 'staff@gallery.example';
const fake = (name: string, fakePort: number) => ({
  command: `./node_modules/.bin/bun tests/fakes/serve.ts ${name}`,
  url: `http://127.0.0.1:${fakePort}/health`,
  timeout: 30_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(fakePort) },
});

export const E2E_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-e2e' };

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits, not waits: a passing test takes a few seconds here, and CI machines can be three times slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    fake('siteverify', siteverifyPort),
    fake('resend', resendPort),
    {
      command: './node_modules/.bin/bun server/cli/start.ts',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: '1',
        LOG_REQUESTS: '0',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TURNSTILE_SITE_KEY: FAKE_TURNSTILE_SITE_KEY,
        TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/turnstile/v0/siteverify`,
        RESEND_API_KEY: FAKE_RESEND_KEY,
        RESEND_BASE_URL: FAKE_RESEND_URL,
        MAIL_TO: E2E_MAIL_TO,
      },
    },
  ],
});
