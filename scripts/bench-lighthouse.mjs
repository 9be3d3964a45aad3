/**
 * Lighthouse scores of the dashboard's lists, for `npm run bench -- --lighthouse`. Lighthouse runs
 * through npx at a pinned version (12.8.2, which runs on Node 20 with CHROME_PATH) rather than as a
 * dependency: it is large and only this optional section needs it. Each page is measured `runs`
 * times (5 by default); the medians are reported with their ranges.
 *
 * Why the mobile score moved between machines of the same kind: the mobile preset uses simulated
 * throttling, which multiplies the main-thread time observed on the host by a fixed 4 (the CPU
 * slowdown of a mid-range phone against a fast desktop). On a slower or busier host the same page
 * shows 2–4 times the total blocking time, and the score follows it. Lighthouse records how fast the
 * host was (`environment.benchmarkIndex`) and documents how to calibrate the slowdown from it
 * (docs/throttling.md, "CPU throttling"; the calculator's formula is `cpuSlowdownFor` below). The
 * mobile pages are therefore measured twice: with the fixed 4 (comparable to other people's
 * figures on fast desktops) and calibrated to this host's index (comparable across hosts), each
 * with the host's index beside it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
].join(' ');

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, from its
 * benchmark index (Lighthouse's CPU throttling calculator): 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

function runOnce({ url, preset, chromiumPath, out, cpuSlowdown }) {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...(chromiumPath ? { CHROME_PATH: chromiumPath } : {}) },
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}`));
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      resolve({
        performance: report.categories.performance.score,
        accessibility: report.categories.accessibility.score,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const range = (values) => [Math.min(...values), Math.max(...values)];

async function measure(page, { chromiumPath, runs, tmp, cpuSlowdown, label }) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const out = path.join(
      tmp,
      `lighthouse-${page.name}-${page.preset}-${label}-${i}.json`.replace(/[^\w.-]/g, '_'),
    );
    samples.push(await runOnce({ url: page.url, preset: page.preset, chromiumPath, out, cpuSlowdown }));
  }
  const of = (key) => samples.map((s) => s[key]);
  return {
    ...page,
    throttling: label,
    runs,
    performance: median(of('performance')),
    performanceRange: range(of('performance')),
    accessibility: median(of('accessibility')),
    lcp: median(of('lcp')),
    tbt: median(of('tbt')),
    tbtRange: range(of('tbt')),
    benchmarkIndex: median(of('benchmarkIndex')),
    benchmarkIndexRange: range(of('benchmarkIndex')),
    cpuSlowdown: median(of('cpuSlowdown')),
  };
}

/** `pages`: [{ name, url, preset: 'desktop' | 'mobile' }]. Mobile pages are measured fixed and calibrated. */
export async function runLighthouse({ pages, chromiumPath, runs, tmp }) {
  const results = [];
  for (const page of pages) {
    const fixed = await measure(page, { chromiumPath, runs, tmp, label: 'fixed' });
    results.push(fixed);
    if (page.preset === 'mobile' && Number.isFinite(fixed.benchmarkIndex)) {
      const cpuSlowdown = cpuSlowdownFor(fixed.benchmarkIndex);
      results.push(await measure(page, { chromiumPath, runs, tmp, cpuSlowdown, label: 'calibrated' }));
    }
  }
  return results;
}

export function lighthouseTableLines(results) {
  const lines = [
    '| page | preset | CPU slowdown | performance | (range) | accessibility | LCP ms | TBT ms | (range) | host benchmark index (range) |',
    '| --- | --- | --- | ---: | --- | ---: | ---: | ---: | --- | --- |',
  ];
  const span = (pair, digits) => pair.map((x) => x.toFixed(digits)).join('–');
  for (const r of results) {
    const slowdown = `${r.cpuSlowdown.toFixed(1)}× (${r.throttling})`;
    lines.push(
      `| ${r.name} | ${r.preset} | ${slowdown} | ${r.performance.toFixed(2)} | ${span(r.performanceRange, 2)} | ${r.accessibility.toFixed(2)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${span(r.tbtRange, 0)} | ${r.benchmarkIndex.toFixed(0)} (${span(r.benchmarkIndexRange, 0)}) |`,
    );
  }
  return lines;
}
