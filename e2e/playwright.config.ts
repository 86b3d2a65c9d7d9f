import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSO_SECRET } from './support/constants';

const here = dirname(fileURLToPath(import.meta.url));
// PORTAL_E2E_PORT lets two checkouts (or two people on one machine) run the journeys side by side.
const PORT = Number(process.env.PORTAL_E2E_PORT ?? 8090);
const BASE_URL = `http://localhost:${PORT}`;

// A fresh database each run. Workers load this file too: they inherit the folder through the
// environment instead of creating their own.
process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

/** Chromium as every journey runs it (Debian's build). */
const BROWSER = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    // Debian's Chromium; Playwright's own browser builds are never downloaded here.
    executablePath: '/usr/bin/chromium',
    // A UTF-8 locale whatever the runner's environment has: without one Chromium cannot write a
    // download's Chinese name (电梯使用标志_2台.pdf) to disk and saves it as "download".
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Date inputs follow the browser's language: yyyy/mm/dd as a Chinese user sees them.
      '--lang=zh-CN',
    ],
  },
};

const STORY_LAST = /inspection-journey\.spec\.ts$/;
const EVERY_ROUTE = /every-route\.spec\.ts$/;
const ADMIN_VISITS = /as admin\b/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Two lanes: the journeys one after another (they share the demo story), and beside them the
  // every-route visit, which only reads. Each project limits itself to one worker.
  workers: 2,
  // The journeys change the data (weak's password): a retry would not start from the same state.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // DOM snapshots and sources, no screencast: the screencast encodes every frame the page paints
    // (the browser's GPU process spent about as much as the page itself on it), on every test.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [STORY_LAST, EVERY_ROUTE], workers: 1, use: BROWSER },
    // The whole journey consumes the demo data's story (the overdue elevator is inspected and
    // no longer overdue): it runs after every other journey, which may still need that story.
    { name: 'journey', testMatch: STORY_LAST, dependencies: ['chromium'], workers: 1, use: BROWSER },
    { name: 'routes', testMatch: EVERY_ROUTE, grepInvert: ADMIN_VISITS, workers: 1, use: BROWSER },
    // admin's current role is kept per account on the platform, and journeys switch it (shell.spec):
    // admin's visits wait for the journeys, then run beside the last one, which does not use admin.
    { name: 'routes-admin', testMatch: EVERY_ROUTE, grep: ADMIN_VISITS, dependencies: ['chromium'], workers: 1, use: BROWSER },
  ],
  webServer: {
    // Playwright hands the server its whole environment (NODE_PATH of its bin wrapper included):
    // support/start-clean.mjs starts the product with PATH, HOME and these variables only.
    command: 'node support/start-clean.mjs',
    cwd: here,
    url: `${BASE_URL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORTAL_PRODUCT_ENV: JSON.stringify({
        PORT: String(PORT),
        DATA_DIR: process.env.PORTAL_E2E_DATA_DIR,
        SSO_SECRET,
        SEED_DEMO: 'true',
        REQUESTS_PER_MINUTE: '20000',
        CAPTCHA_FIXED_ANSWER: '7K4W',
        // The SMS send's proof of work, solved by the page's widget: a fiftieth of the production cost.
        ALTCHA_COST: '100',
      }),
    },
  },
});
