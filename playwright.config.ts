import { defineConfig, devices } from '@playwright/test';
import { retriesFor } from './tests/e2e-report.ts';

// Each Playwright worker runs its tests against a gallery server of its own, on a copy of the database the
// run seeds once (tests/e2e/world.ts, tests/e2e/global-setup.ts). Only the fakes of the outside services are
// shared: the fake Turnstile siteverify and the fake Resend, so the captcha is on and the mail outbox really
// sends; the browser's Turnstile script is stubbed in tests/e2e/fixtures.ts. The ports are chosen here and
// inherited by the workers, which load this file too.
const freeish = () => String(40000 + Math.floor(Math.random() * 20000));
process.env.E2E_SITEVERIFY_PORT ??= freeish();
process.env.E2E_RESEND_PORT ??= freeish();
const siteverifyPort = Number(process.env.E2E_SITEVERIFY_PORT);
const resendPort = Number(process.env.E2E_RESEND_PORT);
export const SITEVERIFY_URL = `http://127.0.0.1:${siteverifyPort}/turnstile/v0/siteverify`;
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
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails is run again, up to twice, as Playwright advises; one that then passes counts as
  // passed and is named as flaky in the summary (tests/run-all.ts). Never on a developer's machine.
  retries: retriesFor(process.env),
  // Limits, not waits: a passing test takes a few seconds here, and CI machines can be three times slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'off',
    launchOptions: {
      // Chromium's headless shell, the browser Playwright itself runs headless: the same engine without the
      // desktop browser around it, which took the suite from 514 to 342 s on two cores.
      executablePath: '/usr/bin/chromium-headless-shell',
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
  webServer: [fake('siteverify', siteverifyPort), fake('resend', resendPort)],
});
