#!/usr/bin/env node
// Decides which Firefox the Firefox smoke set (e2e-firefox/) uses, and prints its path.
//
//   node scripts/find-firefox.mjs            find only; exit 1 with instructions if there is none
//   node scripts/find-firefox.mjs --install  as above, but on Debian/Ubuntu as root, apt-get install firefox-esr
//
// Order: (a) $FIREFOX_PATH if it is an executable file; (b) /usr/bin/firefox-esr, /usr/bin/firefox;
// (c) with --install, on Debian/Ubuntu as root: apt-get install -y firefox-esr.
// Playwright cannot drive this Firefox (it needs its own patched build); puppeteer-core drives it
// over WebDriver BiDi, which Firefox ESR speaks natively, so no browser is ever downloaded.
//
// stdout carries exactly one line, the chosen path (scripts/test-all.mjs reads it and passes it on as
// FIREFOX_PATH); everything else (apt output, notes) goes to stderr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  aptInstall,
  browserVersion,
  firstExecutable,
  isDebianRoot,
  isExecutableFile,
} from './system-browser.mjs';

export const SYSTEM_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export const INSTALL_HELP = [
  'No Firefox found for the Firefox smoke set. Do one of:',
  '  sudo apt-get install -y firefox-esr     (Debian; the tests then use /usr/bin/firefox-esr)',
  '  export FIREFOX_PATH=/path/to/firefox    (any Firefox 128 or later: it must speak WebDriver BiDi)',
].join('\n');

/**
 * @typedef {{ path: string, source: 'env' | 'system' | 'installed' }} FirefoxChoice
 */

/**
 * @param {{ install?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {FirefoxChoice | null}
 */
export function findFirefox({ install = false, env = process.env } = {}) {
  const fromEnv = env.FIREFOX_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return { path: fromEnv, source: 'env' };
    console.error(`find-firefox: ignoring FIREFOX_PATH=${fromEnv} (not an executable file)`);
  }
  const system = firstExecutable(SYSTEM_CANDIDATES);
  if (system) return { path: system, source: 'system' };
  if (install && isDebianRoot()) {
    console.error("find-firefox: no Firefox found; installing Debian's firefox-esr package with apt-get");
    const installed = aptInstall('firefox-esr', ['--no-install-recommends'])
      ? firstExecutable(SYSTEM_CANDIDATES)
      : null;
    if (installed) return { path: installed, source: 'installed' };
    console.error('find-firefox: apt-get install firefox-esr did not produce a usable browser');
  }
  return null;
}

function main(argv) {
  const install = argv.includes('--install');
  const choice = findFirefox({ install });
  if (!choice) {
    console.error(INSTALL_HELP);
    return 1;
  }
  const version = browserVersion(choice.path);
  console.error(`find-firefox: using ${choice.path} (${choice.source}${version ? `, ${version}` : ''})`);
  process.stdout.write(`${choice.path}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
