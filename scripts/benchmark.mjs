#!/usr/bin/env node
/**
 * First-list benchmark: the dashboard's communities list against a blank React page that shows one
 * table (bench/baseline), cold loads in headless Chromium measured by scripts/perf-probe.mjs.
 *
 * Servers take free ports and builds go to temporary folders, so two runs can share a machine.
 *
 *   node scripts/benchmark.mjs [--runs 5] [--no-build] [--check] [--json .test-output/benchmark.json]
 *
 * Both pages are served gzipped by one static server that forwards /live-api/* to a local sandbox
 * HTTP server, so "live mode" is a real network API. Targets (the project's speed standard):
 *   live mode:    list visible within 1.5x the baseline's time; JS before it within 1.8x the baseline's
 *   sandbox mode: list visible within 2.5x; JS may exceed the live figure only by the sandbox's chunk
 * With --check the exit code is 1 when a target is missed.
 *
 * With --large, a section on the large preset (100,000 members) follows: page change, scrolling,
 * select all, export and a 10,000-wallet import, each with its longest main-thread task
 * (scripts/bench-large.mjs). Reported only; --check is unaffected.
 *
 * With --art, the art studio on a 12-megapixel photo (scripts/bench-art.mjs): the time to the
 * encoded file and the longest main-thread task of each step. Reported only.
 *
 * Then (unless --no-leaderboard) the leaderboard of the largest board of the large preset (50,000
 * attributions), in live mode against a second sandbox server started with --preset large: when
 * its first rows are visible, when the whole board is read, and the longest main-thread task and
 * total blocking time until then; then the community's insights, cold and on a revisit (the
 * figures kept in the browser by a first visit, until they are drawn). Reported only; no target,
 * so --check is unaffected.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { artBenchLine, runArtBench } from './bench-art.mjs';
import { loadChromium, printLargeTable, runLargeBench } from './bench-large.mjs';
import { lighthouseTableLines, runLighthouse } from './bench-lighthouse.mjs';
import { routeTableLines, runRouteBench } from './bench-routes.mjs';
import { findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'no-leaderboard': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    large: { type: 'boolean', default: false },
    art: { type: 'boolean', default: false },
    'no-routes': { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    results: { type: 'string' },
    json: { type: 'string', default: '.test-output/benchmark.json' },
  },
});
// Every server takes a free port, so two runs can share a machine.
const API_PORT = await freePort();
const LARGE_API_PORT = await freePort();
const APP_PORT = await freePort();
const BASE_PORT = await freePort();
// The app again, with the live connection put in the session by a served script before the app
// starts: Lighthouse cannot be handed a storage state.
const LIGHTHOUSE_PORT = await freePort();
const KEY = 'bench-key';
const bin = (name) => path.join('node_modules', '.bin', name);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

// A run builds into folders of its own (a second run must not replace the files the first one
// serves); --no-build serves what `npm run build` left in dist/ and dist-bench/.
const appDist = opt['no-build'] ? path.resolve('dist') : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
const baseDist = opt['no-build']
  ? path.resolve('dist-bench')
  : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
if (!opt['no-build']) {
  run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', appDist, '--emptyOutDir']);
  run(bin('vite'), [
    'build',
    '--config',
    'bench/vite.config.ts',
    '--logLevel',
    'warn',
    '--outDir',
    baseDist,
    '--emptyOutDir',
  ]);
}

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Static files (gzipped once, as a production server or CDN sends them), SPA fallback, API proxy.
 * With `sessionScript`, /bench-session.js runs it and index.html loads it first (same origin, so
 * the app's Content-Security-Policy allows it).
 */
function staticServer(root, port, sessionScript) {
  const cache = new Map();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/live-api/')) {
      const target = `http://127.0.0.1:${API_PORT}${url.pathname.slice('/live-api'.length)}${url.search}`;
      // Forward only what the API needs (fetch refuses hop-by-hop headers such as `connection`).
      const headers = {};
      for (const name of ['x-api-key', 'authorization', 'accept', 'content-type']) {
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      }
      const upstream = await fetch(target, { method: req.method, headers }).catch(() => null);
      if (!upstream) {
        res.writeHead(502).end();
        return;
      }
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    if (sessionScript && url.pathname === '/bench-session.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(sessionScript);
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = /text|javascript|json|svg/.test(type);
    if (!cache.has(file)) {
      let raw = fs.readFileSync(file);
      if (sessionScript && file.endsWith('index.html'))
        raw = Buffer.from(
          raw
            .toString('utf8')
            .replace(
              '<script src="/config.js">',
              '<script src="/bench-session.js"></script><script src="/config.js">',
            ),
        );
      cache.set(file, gzip ? zlib.gzipSync(raw, { level: 9 }) : raw);
    }
    const body = cache.get(file);
    res.writeHead(200, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * A few reads before the first probe: a freshly started server compiles its handlers on the first
 * requests, and the first probe (the live first list) would pay for that, as no real API's
 * visitor does.
 */
async function warmApi(base) {
  const headers = { 'X-Api-Key': KEY };
  for (let i = 0; i < 30; i++) {
    const page = await (await fetch(`${base}/community?page=1&perPage=25`, { headers })).json();
    const id = page.results?.[0]?.id;
    if (id) await fetch(`${base}/community/${id}/member?page=1&perPage=25`, { headers });
  }
}

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

// The full browser, the one users run (the tests prefer the lighter headless shell).
const chromium = findChromium({ install: false, shell: false });
const api = spawn(bin('tsx'), ['src/sandbox/server.ts', '--port', String(API_PORT), '--key', KEY], {
  stdio: 'ignore',
});
const servers = [await staticServer(appDist, APP_PORT), await staticServer(baseDist, BASE_PORT)];
await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
await warmApi(`http://127.0.0.1:${API_PORT}/v1`);

const tmp = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'bench-'));
const liveState = path.join(tmp, 'live-state.json');
const connection = { mode: 'live', baseUrl: `http://127.0.0.1:${APP_PORT}/live-api/v1`, apiKey: KEY };
fs.writeFileSync(
  liveState,
  JSON.stringify({
    cookies: [],
    origins: [
      {
        origin: `http://127.0.0.1:${APP_PORT}`,
        localStorage: [{ name: 'badge-console:connection', value: JSON.stringify(connection) }],
      },
    ],
  }),
);

const lighthouseConnection = {
  mode: 'live',
  baseUrl: `http://127.0.0.1:${LIGHTHOUSE_PORT}/live-api/v1`,
  apiKey: KEY,
};
servers.push(
  await staticServer(
    appDist,
    LIGHTHOUSE_PORT,
    `sessionStorage.setItem('badge-console:connection', ${JSON.stringify(JSON.stringify(lighthouseConnection))});`,
  ),
);

/**
 * Lighthouse on three lists in live mode (desktop preset), and on the first list with the mobile
 * preset in live and in sandbox mode (the plain server: no stored connection means the sandbox).
 */
async function lighthouseSection() {
  const lists = results.routes ?? [];
  const pathOf = (name, fallback) => lists.find((r) => r.name === name)?.path ?? fallback;
  const live = `http://127.0.0.1:${LIGHTHOUSE_PORT}`;
  const pages = [
    { name: 'communities', url: `${live}/communities`, preset: 'desktop' },
    { name: 'members', url: `${live}${pathOf('members', '/communities')}`, preset: 'desktop' },
    { name: 'badges', url: `${live}${pathOf('badges', '/communities')}`, preset: 'desktop' },
    { name: 'communities', url: `${live}/communities`, preset: 'mobile' },
    { name: 'communities (sandbox)', url: `http://127.0.0.1:${APP_PORT}/communities`, preset: 'mobile' },
  ];
  return runLighthouse({ pages, chromiumPath: chromium?.path, runs: Number(opt['lighthouse-runs']), tmp });
}

/** Runs the probe asynchronously: the static servers above live in this process and must keep serving. */
function runAsync(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed`)),
    );
  });
}

async function probe(label, url, selector, extra = []) {
  const out = path.join(tmp, `${label}.json`);
  const args = [
    'scripts/perf-probe.mjs',
    '--url',
    url,
    '--selector',
    selector,
    '--runs',
    opt.runs,
    '--label',
    label,
    '--json',
    out,
    '--quiet',
    ...(chromium ? ['--chromium', chromium.path] : []),
    ...extra,
  ];
  await runAsync(process.execPath, args);
  return JSON.parse(fs.readFileSync(out, 'utf8')).summary;
}

const rowLink = 'table tbody tr a[data-row-link]';
const results = {};
try {
  results.baseline = await probe(
    'baseline',
    `http://127.0.0.1:${BASE_PORT}/?key=${KEY}`,
    'table tbody tr td',
  );
  results.live = await probe('app-live', `http://127.0.0.1:${APP_PORT}/communities`, rowLink, [
    '--storage-state',
    liveState,
  ]);
  results.sandbox = await probe('app-sandbox', `http://127.0.0.1:${APP_PORT}/communities`, rowLink);
  if (!opt['no-routes']) {
    results.routes = await runRouteBench({
      probe,
      apiBase: `http://127.0.0.1:${API_PORT}/v1`,
      key: KEY,
      appOrigin: `http://127.0.0.1:${APP_PORT}`,
      stateFile: liveState,
    });
  }
  if (opt.lighthouse) results.lighthouse = await lighthouseSection();
  if (opt.large) {
    results.large = await runLargeBench({
      chromiumPath: chromium?.path,
      appOrigin: `http://127.0.0.1:${APP_PORT}`,
      bin,
    });
  }
  if (opt.art)
    results.art = await runArtBench({
      chromiumPath: chromium?.path,
      appOrigin: `http://127.0.0.1:${APP_PORT}`,
    });
  if (!opt['no-leaderboard']) results.leaderboard = await leaderboardProbes();
} finally {
  api.kill();
  for (const s of servers) s.close();
}

/** The API answer of a GET on the large sandbox server. */
async function largeApi(path) {
  const response = await fetch(`http://127.0.0.1:${LARGE_API_PORT}/v1${path}`, {
    headers: { 'X-Api-Key': KEY },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The live badge with the most attributions in the large preset's big community, and its size. */
async function largestBoard() {
  const communities = await largeApi('/community?perPage=100');
  const community =
    communities.results.find((c) => c.shortName === 'nouns-builders') ?? communities.results[0];
  const live = await largeApi(`/community/${community.id}/badge?status=live&perPage=100`);
  let best = { badgeId: '', total: -1 };
  for (const badge of live.results) {
    const { total } = await largeApi(`/community/${community.id}/badge/${badge.id}/attribution?perPage=1`);
    if (total > best.total) best = { badgeId: badge.id, total };
  }
  return {
    url: `http://127.0.0.1:${APP_PORT}/communities/${community.id}/badges/${best.badgeId}/leaderboard`,
    communityUrl: `http://127.0.0.1:${APP_PORT}/communities/${community.id}`,
    ...best,
  };
}

/**
 * Visits the community's overview once, until its insights are read and kept in the browser, and
 * writes the storage state with them (IndexedDB included) to `out`.
 */
async function keepInsightFigures(stateFile, url, out) {
  const browser = await (await loadChromium()).launch({ executablePath: chromium?.path });
  try {
    const context = await browser.newContext({ storageState: stateFile });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('[data-insights="ready"]', { timeout: 600_000 });
    // The figures are kept once drawn: wait for the store's index to list them.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('badge-console-insights');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            try {
              const get = db.transaction('figures').objectStore('figures').get('index');
              get.onerror = () => resolve(false);
              get.onsuccess = () => resolve(Array.isArray(get.result) && get.result.length > 0);
            } catch {
              resolve(false);
            } finally {
              db.close();
            }
          };
        }),
      null,
      { polling: 200, timeout: 30_000 },
    );
    await context.storageState({ path: out, indexedDB: true });
  } finally {
    await browser.close();
  }
}

/**
 * The leaderboard on the large preset: a sandbox server of its own (its seed takes a while to
 * build), the app connected to it directly (it answers CORS), two probes of the same page: first
 * rows, then the whole board read (the page marks it with data-board="complete").
 */
async function leaderboardProbes() {
  const large = spawn(
    bin('tsx'),
    ['src/sandbox/server.ts', '--port', String(LARGE_API_PORT), '--key', KEY, '--preset', 'large'],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${LARGE_API_PORT}/healthz`, 900);
    const board = await largestBoard();
    const state = path.join(tmp, 'large-state.json');
    const largeConnection = { mode: 'live', baseUrl: `http://127.0.0.1:${LARGE_API_PORT}/v1`, apiKey: KEY };
    fs.writeFileSync(
      state,
      JSON.stringify({
        cookies: [],
        origins: [
          {
            origin: `http://127.0.0.1:${APP_PORT}`,
            localStorage: [{ name: 'badge-console:connection', value: JSON.stringify(largeConnection) }],
          },
        ],
      }),
    );
    // The histogram's "Show the numbers" table is a table too: only the board's own rows count.
    const rows = 'table:not(details table) tbody tr td';
    // --trace-tasks: each run also reports the most CPU time one main-thread task took, beside the
    // Long Tasks API's wall times (a thread waiting for one of two cores makes a task look longer).
    const extra = ['--storage-state', state, '--timeout', '120000', '--trace-tasks'];
    const firstRows = await probe('leaderboard-first-rows', board.url, `[data-board] ${rows}`, extra);
    const wholeBoard = await probe(
      'leaderboard-whole-board',
      board.url,
      `[data-board="complete"] ${rows}`,
      extra,
    );
    // The review signals over the whole board (computed in a worker once every entry is read; the
    // panel marks itself data-signals="ready"), and the community's insights over all its
    // attributions and members (the card marks itself data-insights="ready").
    const signals = await probe(
      'leaderboard-signals',
      `${board.url}?signals=on`,
      '[data-signals="ready"]',
      extra,
    );
    const insights = await probe('community-insights', board.communityUrl, '[data-insights="ready"]', extra);
    // A revisit: the figures kept in this browser by a first visit (IndexedDB, in the storage
    // state), drawn while the lists are read again (the card's content stops being busy).
    const keptState = path.join(tmp, 'large-state-kept-figures.json');
    await keepInsightFigures(state, board.communityUrl, keptState);
    const keptExtra = ['--storage-state', keptState, '--timeout', '120000', '--trace-tasks'];
    const insightsRevisit = await probe(
      'community-insights-revisit',
      board.communityUrl,
      '[data-insights] [aria-busy="false"] dl',
      keptExtra,
    );
    return { entries: board.total, firstRows, wholeBoard, signals, insights, insightsRevisit };
  } finally {
    large.kill();
  }
}

// Everything printed from here on is the report; with --results it is also written to that file.
const reportLines = [];
const print = console.log;
console.log = (...args) => {
  print(...args);
  reportLines.push(args.join(' '));
};

const visible = (s) => s.median.selectorVisible;
// The probe sees tasks of 50 ms or more only (Long Tasks API): 0 means none took that long.
const longTask = (x) => (x === 0 ? '< 50' : x.toFixed(0));
const js = (s) => s.netAtVisible.jsTransfer / 1024;
const rows = [
  ['baseline (one table)', results.baseline, 1, 1],
  ['dashboard, live', results.live, 1.5, 1.8],
  ['dashboard, sandbox', results.sandbox, 2.5, null],
];
// The floor's own longest task says what a task budget means on this machine: on a slow 2-core
// machine a blank React page that shows one table already has one over 50 ms (its start).
console.log(
  '\n                         visible ms   x base   JS before KiB   x base   TBT ms   longest task ms   heap after load MB',
);
let ok = true;
for (const [name, s, timeLimit, jsLimit] of rows) {
  const tRatio = visible(s) / visible(results.baseline);
  const jRatio = js(s) / js(results.baseline);
  const tOk = tRatio <= timeLimit;
  const jOk = jsLimit === null || jRatio <= jsLimit;
  if (!tOk || !jOk) ok = false;
  console.log(
    `${name.padEnd(24)} ${visible(s).toFixed(0).padStart(10)} ${tRatio.toFixed(2).padStart(8)}${tOk ? ' ' : '!'}` +
      ` ${js(s).toFixed(1).padStart(15)} ${jRatio.toFixed(2).padStart(8)}${jOk ? ' ' : '!'}` +
      ` ${s.median.tbt.toFixed(0).padStart(8)} ${longTask(s.median.longestTask).padStart(17)}` +
      ` ${s.median.heapUsedAfterGcMB.toFixed(1).padStart(20)}`,
  );
}
console.log(ok ? '\nAll targets met.' : '\nA target was missed (marked !).');
if (results.routes) {
  console.log('\nEvery list, live mode (median of ' + opt.runs + '):');
  for (const line of routeTableLines(results.routes, visible(results.baseline))) console.log(line);
}
if (results.lighthouse) {
  console.log('\nLighthouse (median of ' + opt['lighthouse-runs'] + '):');
  for (const line of lighthouseTableLines(results.lighthouse)) console.log(line);
}
if (results.large) printLargeTable(results.large);
if (results.art) console.log(`\n${artBenchLine(results.art)}`);
if (results.leaderboard) {
  const { entries, firstRows, wholeBoard } = results.leaderboard;
  const ms = (x) => (x === null || x === undefined ? '-' : `${x.toFixed(0)} ms`);
  console.log(
    `\nLeaderboard of ${entries.toLocaleString('en')} entries (large preset, live mode; median of ${opt.runs}):`,
  );
  console.log(`  first rows visible     ${ms(firstRows.median.selectorVisible).padStart(9)}`);
  console.log(`  whole board read       ${ms(wholeBoard.median.selectorVisible).padStart(9)}`);
  const task = (x) => (x === null || x === undefined ? '-' : `${longTask(x)} ms`);
  // The most CPU time one task took (median, max), from a trace of each run.
  const cpu = (probed) =>
    probed.median.longestTaskCpu === null || probed.median.longestTaskCpu === undefined
      ? ''
      : `; most CPU in one task ${probed.median.longestTaskCpu.toFixed(0)} ms (max ${probed.range.longestTaskCpu[1].toFixed(0)} ms)`;
  console.log(
    `  longest task           ${task(wholeBoard.median.longestTask).padStart(9)}  (max ${task(wholeBoard.range.longestTask?.[1])})${cpu(wholeBoard)}`,
  );
  console.log(`  total blocking time    ${ms(wholeBoard.median.tbt).padStart(9)}`);
  if (wholeBoard.timeouts)
    console.log(`  ${wholeBoard.timeouts} run(s) timed out before the whole board was read`);
  // Time to the result from navigation (the reads included), and the page's longest task meanwhile.
  for (const [name, probed] of [
    ['review signals over the whole board', results.leaderboard.signals],
    ["the community's insights", results.leaderboard.insights],
    ["the community's insights on a revisit (kept figures)", results.leaderboard.insightsRevisit],
  ]) {
    if (!probed) continue;
    console.log(
      `  ${name}: result at ${ms(probed.median.selectorVisible)}, longest task ${task(probed.median.longestTask)}` +
        ` (max ${task(probed.range.longestTask?.[1])})${cpu(probed)}${probed.timeouts ? `, ${probed.timeouts} run(s) timed out` : ''}`,
    );
  }
}
console.log = print;
if (opt.results) {
  const argv = process.argv.slice(2).join(' ');
  fs.writeFileSync(
    opt.results,
    [
      '# Benchmark results',
      '',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- ${argv}\``,
      `(${os.cpus().length} cores, Node ${process.version}, load average at the end ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}). Medians of ${opt.runs} cold loads; the baseline is measured in the same run.`,
      'Explained in the README (Benchmark) and docs/decisions/.',
      '',
      '```text',
      ...reportLines.map((line) => line.replace(/^\n/, '\n')),
      '```',
      '',
    ].join('\n'),
  );
  print(`Written to ${opt.results}`);
}
if (!opt['no-build']) for (const dir of [appDist, baseDist]) fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(path.dirname(opt.json), { recursive: true });
fs.writeFileSync(opt.json, JSON.stringify(results, null, 2));
if (opt.check && !ok) process.exit(1);
