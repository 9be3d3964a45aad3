import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { findChromium, INSTALL_HELP } from './scripts/find-chromium.mjs';

/**
 * Environment switches:
 * - CHROMIUM_PATH: the browser to use (scripts/test-all.mjs sets it from scripts/find-chromium.mjs).
 * - E2E_NO_SERVER=1: start no webServer (for specs that need no app, or servers you started yourself).
 * - CI: retries 1, forbid test.only, always start fresh servers.
 */
const isCI = !!process.env.CI;
const noServer = !!process.env.E2E_NO_SERVER;

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

export default defineConfig({
  testDir: './e2e',
  // Screenshots are taken on demand only (SCREENSHOTS=1), never as part of the test run.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow', // the in-browser sandbox is an MSW service worker
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: noServer
    ? []
    : [
        {
          // The production build; public/config.js makes it default to the in-browser sandbox.
          command: 'npm run build && npm run preview -- --host 127.0.0.1',
          url: 'http://127.0.0.1:4173',
          timeout: 180_000,
          reuseExistingServer: !isCI,
          env: { BADGE_API_TARGET: 'http://127.0.0.1:4010' }, // its /live-api proxy → the sandbox server
        },
        {
          // The sandbox API as a real HTTP server (http://127.0.0.1:4010/v1), for "live" connections.
          command: 'npm run sandbox:serve -- --port 4010 --key e2e-live-key --token e2e-live-token',
          url: 'http://127.0.0.1:4010/healthz',
          timeout: 60_000,
          reuseExistingServer: !isCI,
        },
      ],
});
