import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSO_SECRET } from './support/constants';

const here = dirname(fileURLToPath(import.meta.url));
// PORTAL_E2E_PORT lets two checkouts (or two people on one machine) run the journeys side by side;
// the second and third products of a run listen on the next two ports.
const PORT = Number(process.env.PORTAL_E2E_PORT ?? 8090);
const PORT_B = PORT + 1;
const PORT_STORY = PORT + 2;

// Fresh databases each run, one folder per product. Workers load this file too: they inherit the
// folder through the environment instead of creating their own.
process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const DATA_DIR = process.env.PORTAL_E2E_DATA_DIR;

/** Chromium as every journey runs it (Debian's build of the headless shell). */
const BROWSER = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    // Debian's Chromium headless shell, the same Blink and V8 as its full Chromium without the
    // browser's own windows and compositing: the browser tests spend about a third less CPU, and
    // they are CPU-bound on two cores (docs/performance.md, "Test time"). Playwright's own browser
    // builds are never downloaded here.
    executablePath: '/usr/bin/chromium-headless-shell',
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

const STORY_JOURNEY = /inspection-journey\.spec\.ts$/;
const EVERY_ROUTE = /every-route\.spec\.ts$/;
/**
 * Tests that only read and need no particular state of the demo story: they run in the every-route
 * lane beside the journeys on the first product, not on the journeys' lane, the run's longest.
 */
const READ_ONLY = /\/(every-route|access)\.spec\.ts$/;
const ADMIN_VISITS = /as admin\b/;
/**
 * The journeys of the second lane, on the second product. Every journey that signs in as admin is
 * here: admin's current role is kept per account on the platform, and these switch it, so on the
 * first product nothing changes admin's role under admin's every-route visits. The rest balance the
 * two lanes by their durations (about 5½ minutes each on a quiet two-core machine).
 */
const LANE_B = /\/(accounts|login|password-reset|session|shell|equipment|tags|service-registrations|invoices|sso|bundle-budget)\.spec\.ts$/;

const onProduct = (port: number) => ({ ...BROWSER, baseURL: `http://localhost:${port}` });

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Four lanes, one worker each, on three products with their own databases: the journeys run one
  // after another within a lane (they share their product's demo story), and the tests that only
  // read (the every-route visits among them) run beside them on the first product. The run is bound
  // by the CPU, the browsers' renderers first (docs/performance.md, "Test time").
  workers: 4,
  // The journeys change the data (weak's password): a retry would not start from the same state.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // DOM snapshots and sources, no screencast: the screencast encodes every frame the page paints
    // (the browser's GPU process spent about as much as the page itself on it), on every test.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [STORY_JOURNEY, READ_ONLY, LANE_B], workers: 1, use: onProduct(PORT) },
    { name: 'chromium-b', testMatch: LANE_B, workers: 1, use: onProduct(PORT_B) },
    { name: 'routes', testMatch: READ_ONLY, grepInvert: ADMIN_VISITS, workers: 1, use: onProduct(PORT) },
    // admin's two roles are visited one after the other: its current role is kept per account.
    { name: 'routes-admin', testMatch: EVERY_ROUTE, grep: ADMIN_VISITS, workers: 1, use: onProduct(PORT) },
    // The whole journey consumes the demo data's story (the overdue elevator is inspected and
    // no longer overdue), which the other journeys need: it runs on a product of its own. Listed last,
    // it takes the first worker a lane frees (admin's visits end first). As a dependant of the first
    // lane it started only when every lane had finished (two clean-clone runs' timelines), and then
    // ran alone with one core idle.
    { name: 'journey', testMatch: STORY_JOURNEY, workers: 1, use: onProduct(PORT_STORY) },
  ],
  webServer: {
    // Playwright hands the server its whole environment (NODE_PATH of its bin wrapper included):
    // support/start-clean.mjs builds once, then starts each product with PATH, HOME and these
    // variables only, and says when every one answers.
    command: 'node support/start-clean.mjs',
    cwd: here,
    wait: { stdout: /\[e2e\] every product answers/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORTAL_PRODUCT_ENVS: JSON.stringify(
        [
          { port: PORT, folder: join(DATA_DIR, 'a') },
          { port: PORT_B, folder: join(DATA_DIR, 'b') },
          { port: PORT_STORY, folder: join(DATA_DIR, 'story') },
        ].map(({ port, folder }) => ({
          PORT: String(port),
          DATA_DIR: folder,
          SSO_SECRET,
          SEED_DEMO: 'true',
          REQUESTS_PER_MINUTE: '20000',
          CAPTCHA_FIXED_ANSWER: '7K4W',
          // The SMS send's proof of work, solved by the page's widget: a fiftieth of the production cost.
          ALTCHA_COST: '100',
        })),
      ),
    },
  },
});
