// What the browser finders (find-chromium.mjs, find-firefox.mjs) share: is a path a runnable file,
// is this Debian as root, install a Debian package with apt-get, and ask a browser its version.
// Output of apt goes to stderr: the finders' stdout carries only the chosen path.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** @param {string | undefined} file */
export function isExecutableFile(file) {
  if (!file) return false;
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function isDebianRoot() {
  return fs.existsSync('/etc/debian_version') && process.getuid?.() === 0;
}

/** Runs a command with its output on our stderr (stdout is reserved for the result). */
function run(cmd, args) {
  console.error(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

/** Where apt keeps the package lists `apt-get update` fetched. */
const APT_LISTS = '/var/lib/apt/lists';
/** Older than this, a package list may name a browser Debian has since replaced. */
export const APT_LISTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * When `apt-get update` last fetched the package lists (the newest list's time), or null when there
 * are none.
 * @param {string} [dir]
 */
export function aptListsFetchedAt(dir = APT_LISTS) {
  let newest = null;
  try {
    for (const name of fs.readdirSync(dir)) {
      if (!/(_Packages|InRelease|_Release)$/.test(name)) continue;
      const time = fs.statSync(`${dir}/${name}`).mtimeMs;
      if (newest === null || time > newest) newest = time;
    }
  } catch {
    return null;
  }
  return newest;
}

/**
 * Whether the lists must be fetched again before installing: none, or older than a day. A stale
 * list installs the version it names, not the one Debian ships now (a machine whose lists were a
 * few weeks old installed Firefox ESR 140 after Debian had moved to 153).
 * @param {number | null} fetchedAt
 * @param {number} [now]
 */
export function aptListsStale(fetchedAt, now = Date.now()) {
  return fetchedAt === null || now - fetchedAt > APT_LISTS_MAX_AGE_MS;
}

/**
 * apt-get install -y `pkg` (and `extraArgs`), fetching the package lists first when they are stale
 * or apt knows no candidate for the package. True when apt-get succeeded.
 * @param {string} pkg
 * @param {string[]} [extraArgs]
 */
export function aptInstall(pkg, extraArgs = []) {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy.stdout ?? '')?.[1];
  if (!candidate || candidate === '(none)' || aptListsStale(aptListsFetchedAt())) {
    if (run('apt-get', ['update']) !== 0) return false;
  }
  return run('apt-get', ['install', '-y', ...extraArgs, pkg]) === 0;
}

/** The first of `candidates` that is a runnable file, or null. @param {readonly string[]} candidates */
export function firstExecutable(candidates) {
  return candidates.find((candidate) => isExecutableFile(candidate)) ?? null;
}

/** `<browser> --version`, or null when it does not answer. @param {string} exe */
export function browserVersion(exe) {
  const r = spawnSync(exe, ['--version'], {
    encoding: 'utf8',
    timeout: 20_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return r.status === 0 ? r.stdout.trim() : null;
}
