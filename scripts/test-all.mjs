#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//
//   node scripts/test-all.mjs [--skip-e2e | --only-e2e] [-- <extra args for playwright test>]
//
// Steps: eslint, knip, tsc -b and vitest run (at once: the first three are single-threaded, and the
// static checks' output is shown once they all end) → find-chromium --install → playwright test →
// find-firefox --install → the Firefox smoke set (node --test e2e-firefox/, driven by puppeteer-core
// over WebDriver BiDi; it serves the build Playwright just made).
// The last line of output is exactly `N passed, N failed` (+ `, N skipped` when > 0); CI reads it,
// and it counts the vitest, Playwright and Firefox tests together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const outDir = path.join(root, '.test-output');
const vitestJson = path.join(outDir, 'vitest.json');
// playwright.config.ts names its report after E2E_APP_PORT when that is set (a run on other ports).
const playwrightJson = path.join(
  outDir,
  process.env.E2E_APP_PORT ? `playwright-${process.env.E2E_APP_PORT}.json` : 'playwright.json',
);
const firefoxTap = path.join(outDir, 'firefox.tap');

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const flags = dashDash === -1 ? argv : argv.slice(0, dashDash);
const playwrightArgs = dashDash === -1 ? [] : argv.slice(dashDash + 1);
for (const f of flags) {
  if (f !== '--skip-e2e' && f !== '--only-e2e') {
    console.error(
      `test-all: unknown option ${f}\nusage: node scripts/test-all.mjs [--skip-e2e | --only-e2e] [-- <playwright args>]`,
    );
    process.exit(2);
  }
}
const skipE2e = flags.includes('--skip-e2e');
const onlyE2e = flags.includes('--only-e2e');
if (skipE2e && onlyE2e) {
  console.error('test-all: --skip-e2e and --only-e2e exclude each other');
  process.exit(2);
}

/**
 * `capturePath`: the step prints a browser's path as its last line, passed on to later steps in this
 * environment variable. `together`: neighbouring steps with the same value run at the same time,
 * their output shown whole, one step after the other, once all have ended; except a `live` step's,
 * shown as it comes.
 * @type {{ name: string, cmd: string, args: string[], e2e: boolean, capturePath?: string, report?: string, env?: NodeJS.ProcessEnv, together?: string, live?: boolean }[]}
 */
const steps = [
  // The suite is bound by CPU on two cores. The three static checks each use one core, and ESLint
  // takes twice as long as the other two: Vitest starts beside them and takes the core they leave.
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'], e2e: false, together: 'static' },
  { name: 'dead code', cmd: bin('knip'), args: [], e2e: false, together: 'static' },
  { name: 'typecheck', cmd: bin('tsc'), args: ['-b'], e2e: false, together: 'static' },
  {
    name: 'unit',
    cmd: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.relative(root, vitestJson)}`,
    ],
    e2e: false,
    report: vitestJson,
    together: 'static',
    live: true,
  },
  {
    name: 'chromium',
    cmd: process.execPath,
    args: [path.join('scripts', 'find-chromium.mjs'), '--install'],
    e2e: true,
    capturePath: 'CHROMIUM_PATH',
  },
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test', ...playwrightArgs],
    e2e: true,
    report: playwrightJson,
  },
  {
    name: 'firefox',
    cmd: process.execPath,
    args: [path.join('scripts', 'find-firefox.mjs'), '--install'],
    e2e: true,
    capturePath: 'FIREFOX_PATH',
  },
  {
    name: 'firefox smoke',
    cmd: process.execPath,
    args: [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${path.relative(root, firefoxTap)}`,
      path.join('e2e-firefox', 'smoke.test.ts'),
    ],
    e2e: true,
    report: firefoxTap,
    // The build the Playwright step served (when that step ran; else the smoke set builds its own).
    env: { FIREFOX_OUT_DIR: process.env.E2E_OUT_DIR ?? 'dist-e2e' },
  },
].filter((s) => (skipE2e ? !s.e2e : onlyE2e ? s.e2e : true));

const env = { ...process.env };

/**
 * Runs one step; resolves to its exit code. stdout of capturePath steps is echoed and its last line
 * kept. With `held`, the step's output (stdout and stderr) is collected there instead of shown.
 * @param {{ text: string }} [held]
 */
function runStep(step, held) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: { ...env, ...step.env },
      stdio: held
        ? ['inherit', 'pipe', 'pipe']
        : step.capturePath
          ? ['inherit', 'pipe', 'inherit']
          : 'inherit',
      shell: process.platform === 'win32',
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (held) held.text += chunk;
      else process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      if (held) held.text += chunk;
    });
    child.on('error', (err) => {
      console.error(`test-all: cannot start ${step.cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      if (code === 0 && step.capturePath) {
        const found = out.trim().split('\n').pop()?.trim();
        if (found) {
          env[step.capturePath] = found;
          console.log(`test-all: ${step.capturePath}=${found}`);
        }
      }
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const fmtTime = (ms) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @returns {{ passed: number, failed: number, skipped: number, flaky?: number } | null} */
function vitestCounts() {
  const r = readJson(vitestJson);
  if (!r) return null;
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    failedFiles: r.numFailedTestSuites ?? 0,
  };
}

function playwrightCounts() {
  const r = readJson(playwrightJson);
  if (!r?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = r.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky, errors: r.errors?.length ?? 0 };
}

/** Node's test runner, from its TAP report's closing counts (leaf tests, not suites). */
function firefoxCounts() {
  let tap;
  try {
    tap = fs.readFileSync(firefoxTap, 'utf8');
  } catch {
    return null;
  }
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  if (!/^# tests \d+$/m.test(tap)) return null;
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

fs.mkdirSync(outDir, { recursive: true });
for (const s of steps) if (s.report) fs.rmSync(s.report, { force: true }); // never report a stale run

const results = [];
const started = performance.now();
const title = (step) =>
  [step.cmd === process.execPath ? 'node' : path.relative(root, step.cmd), ...step.args].join(' ');
const report = (step, code, ms) => {
  results.push({ step, ok: code === 0, code, ms });
  console.log(`━━━━ ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${fmtTime(ms)}`);
};
for (let i = 0; i < steps.length;) {
  const step = steps[i];
  // The step and its neighbours of the same `together`.
  let end = i + 1;
  while (step.together && steps[end]?.together === step.together) end += 1;
  const run = steps.slice(i, end);
  if (run.length === 1) {
    console.log(`\n━━━━ [${i + 1}/${steps.length}] ${step.name}: ${title(step)}`);
    const t0 = performance.now();
    report(step, await runStep(step), performance.now() - t0);
  } else {
    console.log(
      `\n━━━━ [${i + 1}–${i + run.length}/${steps.length}] ${run.map((s) => s.name).join(', ')}, at once`,
    );
    for (const s of run) if (s.live) console.log(`━━━━ ${s.name}: ${title(s)} (its output as it comes)`);
    const ended = await Promise.all(
      run.map(async (s) => {
        const held = { text: '' };
        const t0 = performance.now();
        const code = await runStep(s, s.live ? undefined : held);
        return { s, held, code, ms: performance.now() - t0 };
      }),
    );
    for (const { s, held, code, ms } of ended) {
      if (!s.live) console.log(`\n━━━━ ${s.name}: ${title(s)}`);
      if (held.text) process.stdout.write(held.text.endsWith('\n') ? held.text : `${held.text}\n`);
      report(s, code, ms);
    }
  }
  i += run.length;
  if (results.some((r) => !r.ok)) break;
}

// ---------------------------------------------------------------------------------------- summary
console.log('\n━━━━ Summary');
for (const step of steps) {
  const r = results.find((x) => x.step === step);
  const status = !r ? 'not run' : r.ok ? 'ok' : `failed (exit ${r.code})`;
  console.log(`  ${step.name.padEnd(14)} ${status.padEnd(18)} ${r ? fmtTime(r.ms) : ''}`);
}
console.log(`  ${'total'.padEnd(14)} ${''.padEnd(18)} ${fmtTime(performance.now() - started)}`);

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const [name, step, counts] of [
  ['vitest', steps.find((s) => s.name === 'unit'), vitestCounts()],
  ['playwright', steps.find((s) => s.name === 'e2e'), playwrightCounts()],
  ['firefox', steps.find((s) => s.name === 'firefox smoke'), firefoxCounts()],
]) {
  if (!step) continue;
  const r = results.find((x) => x.step === step);
  if (!counts) {
    lines.push(`  ${name}: ${r ? 'no report written' : 'not run'}`);
  } else {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    const extra = [
      counts.flaky ? `${counts.flaky} flaky` : '',
      counts.failedFiles ? `${counts.failedFiles} failed file(s)` : '',
      counts.errors ? `${counts.errors} error(s) outside tests` : '',
    ].filter(Boolean);
    lines.push(
      `  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${extra.length ? ` (${extra.join(', ')})` : ''}`,
    );
  }
}
// A step that failed without a failing test (lint, tsc, a crash, a webServer that never came up)
// still counts as one failure, so the last line never reads "0 failed" on a failed run.
for (const r of results) {
  if (r.ok) continue;
  const counts =
    r.step.name === 'unit'
      ? vitestCounts()
      : r.step.name === 'e2e'
        ? playwrightCounts()
        : r.step.name === 'firefox smoke'
          ? firefoxCounts()
          : null;
  if (!counts || counts.failed === 0) {
    failed += 1;
    lines.push(`  ${r.step.name}: step failed (counted as 1 failed)`);
  }
}
for (const l of lines) console.log(l);

const anyFailed = results.some((r) => !r.ok);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = anyFailed ? 1 : 0;
