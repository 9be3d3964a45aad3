/**
 * Lighthouse scores of the dashboard's lists, for `npm run bench -- --lighthouse`. Lighthouse runs
 * through npx at a pinned version (12.8.2, which runs on Node 20 with CHROME_PATH) rather than as a
 * dependency: it is large and only this optional section needs it. Each page is measured `runs`
 * times; the medians are reported.
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

function runOnce({ url, preset, chromiumPath, out }) {
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
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `pages`: [{ name, url, preset: 'desktop' | 'mobile' }]. */
export async function runLighthouse({ pages, chromiumPath, runs, tmp }) {
  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(tmp, `lighthouse-${page.name}-${page.preset}-${i}.json`.replace(/[^\w.-]/g, '_'));
      samples.push(await runOnce({ url: page.url, preset: page.preset, chromiumPath, out }));
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    results.push({
      ...page,
      runs,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      performanceRange: [
        Math.min(...samples.map((s) => s.performance)),
        Math.max(...samples.map((s) => s.performance)),
      ],
    });
  }
  return results;
}

export function lighthouseTableLines(results) {
  const lines = [
    '| page | preset | performance | (range) | accessibility | LCP ms | TBT ms |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.name} | ${r.preset} | ${r.performance.toFixed(2)} | ${r.performanceRange.map((x) => x.toFixed(2)).join('–')} | ${r.accessibility.toFixed(2)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} |`,
    );
  }
  return lines;
}
