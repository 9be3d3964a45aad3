#!/usr/bin/env node
// Decides which Chromium the Playwright tests use, and prints its path.
//
//   node scripts/find-chromium.mjs            find only; exit 1 with instructions if there is none
//   node scripts/find-chromium.mjs --install  as above, but on Debian/Ubuntu as root, apt-get install
//                                             chromium-headless-shell when no headless shell is there
//
// Order: (a) $CHROMIUM_PATH if it is an executable file; (b) Playwright's own browser (from
// `npx playwright install chromium`); (c) Debian's headless shell, /usr/bin/chromium-headless-shell
// (installed with --install on Debian/Ubuntu as root when missing); (d) /usr/bin/chromium,
// /usr/bin/chromium-browser, /usr/bin/google-chrome; (e) with --install, apt-get install chromium.
//
// Why the headless shell first: it is the browser Playwright itself runs headless tests in (its
// own download is a headless shell too), built from the same Chromium without the desktop
// browser's window, tab strip and UI processes. On the 2-core CI machine the accessibility scans
// took 596 s of test time in it against 831 s in the full /usr/bin/chromium, and a fresh page load
// of the app 0.49 s against 0.77 s. The benchmark (`npm run bench`) still measures the full
// browser, the one users run: `findChromium({ shell: false })`.
//
// stdout carries exactly one line, the chosen path (callers such as scripts/test-all.mjs read it and
// pass it on as CHROMIUM_PATH); everything else (apt output, notes) goes to stderr.
// playwright.config.ts imports findChromium() and only uses the non-installing part.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  aptInstall,
  browserVersion,
  firstExecutable,
  isDebianRoot,
  isExecutableFile,
} from './system-browser.mjs';

export const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const INSTALL_HELP = [
  'No Chromium found for the Playwright tests. Do one of:',
  "  npx playwright install chromium        (Playwright's own browser; needs access to its download CDN)",
  '  sudo apt-get install -y chromium-headless-shell   (Debian; the tests then use it)',
  '  sudo apt-get install -y chromium       (Debian/Ubuntu; the tests then use /usr/bin/chromium)',
  '  export CHROMIUM_PATH=/path/to/chrome   (any other Chromium or Chrome executable)',
].join('\n');

/**
 * Playwright's own Chromium, if `npx playwright install chromium` has put it on disk. Headless runs
 * use the separate headless shell, so that must be there too.
 * @returns {string | null}
 */
export function playwrightChromium() {
  let exe;
  try {
    // Synchronous on purpose, so that playwright.config.ts can call findChromium() at load time.
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    exe = chromium.executablePath();
  } catch {
    return null;
  }
  if (!isExecutableFile(exe)) return null;
  // <browsers>/chromium-<rev>/…/chrome  →  <browsers>/chromium_headless_shell-<rev>
  for (let dir = path.dirname(exe); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const m = /^chromium-(\d+)$/.exec(path.basename(dir));
    if (m) {
      const shell = path.join(path.dirname(dir), `chromium_headless_shell-${m[1]}`);
      return fs.existsSync(shell) ? exe : null;
    }
  }
  return exe; // unusual layout (e.g. PLAYWRIGHT_BROWSERS_PATH tricks): trust executablePath()
}

/**
 * @typedef {{ path: string, source: 'env' | 'playwright' | 'system' | 'installed' }} ChromiumChoice
 * `source: 'playwright'` means Playwright's own browser: launch it without executablePath.
 */

/**
 * `shell: false` skips the headless shell (the benchmark measures the browser users run).
 * @param {{ install?: boolean, env?: NodeJS.ProcessEnv, shell?: boolean }} [options]
 * @returns {ChromiumChoice | null}
 */
export function findChromium({ install = false, env = process.env, shell = true } = {}) {
  const own = playwrightChromium();
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) {
      return {
        path: fromEnv,
        source: own && path.resolve(fromEnv) === path.resolve(own) ? 'playwright' : 'env',
      };
    }
    console.error(`find-chromium: ignoring CHROMIUM_PATH=${fromEnv} (not an executable file)`);
  }
  if (own) return { path: own, source: 'playwright' };
  if (shell) {
    if (isExecutableFile(HEADLESS_SHELL)) return { path: HEADLESS_SHELL, source: 'system' };
    if (install && isDebianRoot()) {
      console.error("find-chromium: installing Debian's chromium-headless-shell package with apt-get");
      if (aptInstall('chromium-headless-shell') && isExecutableFile(HEADLESS_SHELL))
        return { path: HEADLESS_SHELL, source: 'installed' };
      console.error('find-chromium: no headless shell; the tests use the full browser');
    }
  }
  const system = firstExecutable(SYSTEM_CANDIDATES);
  if (system) return { path: system, source: 'system' };
  if (install && isDebianRoot()) {
    console.error("find-chromium: no Chromium found; installing Debian's chromium package with apt-get");
    const installed = aptInstall('chromium') ? firstExecutable(SYSTEM_CANDIDATES) : null;
    if (installed) return { path: installed, source: 'installed' };
    console.error('find-chromium: apt-get install chromium did not produce a usable browser');
  }
  return null;
}

function main(argv) {
  const install = argv.includes('--install');
  const choice = findChromium({ install });
  if (!choice) {
    console.error(INSTALL_HELP);
    return 1;
  }
  const version = choice.source === 'playwright' ? null : browserVersion(choice.path);
  console.error(`find-chromium: using ${choice.path} (${choice.source}${version ? `, ${version}` : ''})`);
  process.stdout.write(`${choice.path}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
