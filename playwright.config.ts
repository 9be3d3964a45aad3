import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { APP_ORIGIN, APP_PORT, API_PORT, API_SERVER_ORIGIN } from './e2e/support/ports';
import { findChromium, INSTALL_HELP } from './scripts/find-chromium.mjs';

/**
 * Environment switches:
 * - CHROMIUM_PATH: the browser to use (scripts/test-all.mjs sets it from scripts/find-chromium.mjs).
 * - E2E_APP_PORT, E2E_API_PORT (4173, 4010): where the app and the sandbox server listen; E2E_OUT_DIR
 *   (dist-e2e): the build the run serves. Two runs with other ports and folders share a machine.
 * - E2E_NO_SERVER=1: start no webServer (for specs that need no app, or servers you started yourself).
 * - CI: retries 1, forbid test.only, always start fresh servers.
 */
const isCI = !!process.env.CI;
const noServer = !!process.env.E2E_NO_SERVER;
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
// A run on other ports keeps its own results, so it never overwrites the default run's.
const runTag = process.env.E2E_APP_PORT ? `-${APP_PORT}` : '';

// Playwright's own browser needs no launch options; a system Chromium does (as root, on a machine
// whose network is closed: no sandbox, no background connections).
const browser = findChromium({ install: false });
if (!browser) console.warn(`${INSTALL_HELP}\n(falling back to Playwright's default browser lookup)`);
const launchOptions: LaunchOptions =
  browser && browser.source !== 'playwright'
    ? {
        executablePath: browser.path,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
        ],
      }
    : {};

/** Specs that hold the page's longest task to a budget (see the responsiveness project). */
const RESPONSIVENESS_SPECS = ['**/oversized-answers.spec.ts'];
// Screenshots are taken on demand only (SCREENSHOTS=1), never as part of the test run. A project's
// testIgnore replaces the config's, so the chromium project names these too.
const ON_DEMAND_SPECS = process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testIgnore: ON_DEMAND_SPECS,
  outputDir: `./test-results${runTag}`,
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: `.test-output/playwright${runTag}.json` }]],
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_ORIGIN,
    // A trace is recorded when a failed test runs again (CI retries once), not for every test: recording
    // one (DOM snapshots and a screencast of each action) for every test took a third of the suite's
    // CPU on two cores, to be thrown away when the test passed. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    serviceWorkers: 'allow', // the in-browser sandbox is an MSW service worker
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: [...ON_DEMAND_SPECS, ...RESPONSIVENESS_SPECS],
    },
    {
      // The specs that time the page's tasks run after every other one, one at a time, with no
      // trace: beside a second browser on two cores, or while a trace is recorded, a task's wall
      // time is the machine's as much as the app's (a 90 ms task measured 300 ms and more).
      name: 'responsiveness',
      dependencies: ['chromium'],
      workers: 1,
      testMatch: RESPONSIVENESS_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions, trace: 'off' },
    },
  ],
  webServer: noServer
    ? []
    : [
        {
          // The production build; public/config.js makes it default to the in-browser sandbox.
          command: `npm run build -- --outDir ${outDir} --emptyOutDir && npm run preview -- --host 127.0.0.1 --port ${APP_PORT} --outDir ${outDir}`,
          url: APP_ORIGIN,
          timeout: 180_000,
          reuseExistingServer: !isCI,
          env: { BADGE_API_TARGET: API_SERVER_ORIGIN }, // its /live-api proxy → the sandbox server
        },
        {
          // The sandbox API as a real HTTP server (http://127.0.0.1:4010/v1), for "live" connections.
          command: `npm run sandbox:serve -- --port ${API_PORT} --key e2e-live-key --token e2e-live-token`,
          url: `${API_SERVER_ORIGIN}/healthz`,
          timeout: 60_000,
          reuseExistingServer: !isCI,
        },
      ],
});
