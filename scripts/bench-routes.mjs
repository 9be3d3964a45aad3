/**
 * Every list route of the dashboard in live mode (the default seed on the benchmark's sandbox
 * server): when its rows are visible, total blocking time until then and the JS heap after load.
 * Part of `npm run bench`; reported only, no target (the targets are on the first list).
 */
import { tsImport } from 'tsx/esm/api';

// The route modules declare their pages in TypeScript (src/routes/<resource>/page-states.ts): tsx
// loads them, so `npm run bench` stays a plain node command.
const { loadDeclaredPages } = await tsImport('../src/testing/declared-pages-on-disk.ts', import.meta.url);
const { pathWith } = await tsImport('../src/testing/page-registry.ts', import.meta.url);

/** The `:name` parts of a declared path. */
const pathParams = (path) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** The API answer of a GET on the benchmark's sandbox server. */
async function apiGet(apiBase, key, path) {
  const response = await fetch(`${apiBase}${path}`, { headers: { 'X-Api-Key': key } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The seed's largest community, and its live badge with the most attributions. */
async function seedIds(apiBase, key) {
  const communities = await apiGet(apiBase, key, '/community?perPage=100');
  const community =
    communities.results.find((c) => c.name === 'Nouns Builders Guild') ?? communities.results[0];
  const live = await apiGet(apiBase, key, `/community/${community.id}/badge?status=live&perPage=100`);
  let badge = { id: live.results[0]?.id ?? '', total: -1 };
  for (const b of live.results) {
    const { total } = await apiGet(
      apiBase,
      key,
      `/community/${community.id}/badge/${b.id}/attribution?perPage=1`,
    );
    if (total > badge.total) badge = { id: b.id, total };
  }
  return { communityId: community.id, badgeId: badge.id };
}

const ROW_LINK = 'table tbody tr a[data-row-link]';
// The histogram's "Show the numbers" table is a table too: only the board's own rows count.
const BOARD_ROW = '[data-board] table:not(details table) tbody tr td';
const SHOWN_BY = { rows: ROW_LINK, board: BOARD_ROW };

/**
 * The list routes, from the route modules' declared page reads (src/routes/<resource>/page-states.ts):
 * every list page whose path names only the community and the badge the benchmark measures, each
 * with the element that says its rows are on screen. The benchmark's connection has no bearer
 * token, so the avatar gallery is not a list it can read.
 */
export async function listRoutes({ communityId, badgeId }) {
  const ids = { community: communityId, badge: badgeId, attributionBadge: badgeId };
  const { reads } = await loadDeclaredPages();
  return reads
    .filter((route) => route.list && pathParams(route.path).every((name) => ids[name] !== undefined))
    .map((route) => ({
      name: route.path.split('/').pop(),
      path: pathWith(route.path, ids),
      selector: SHOWN_BY[route.list],
    }));
}

/**
 * Probes each list route with `probe(label, url, selector, extraArgs)` (benchmark.mjs's perf-probe
 * runner), logged in through `stateFile`.
 */
export async function runRouteBench({ probe, apiBase, key, appOrigin, stateFile }) {
  const ids = await seedIds(apiBase, key);
  const results = [];
  for (const route of await listRoutes(ids)) {
    const summary = await probe(`route-${route.name}`, `${appOrigin}${route.path}`, route.selector, [
      '--storage-state',
      stateFile,
    ]);
    results.push({ name: route.name, path: route.path, summary });
  }
  return results;
}

/** The table's lines (also written to bench/results.md). */
export function routeTableLines(routes, baselineVisible) {
  const ms = (x) => (x === null || x === undefined ? '-' : x.toFixed(0));
  const lines = [
    '| list (live mode) | visible ms | x base | TBT ms | longest task ms | heap after load MB | JS before KiB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { name, summary } of routes) {
    const m = summary.median;
    const ratio = baselineVisible ? (m.selectorVisible / baselineVisible).toFixed(2) : '-';
    const jsKiB = summary.netAtVisible ? (summary.netAtVisible.jsTransfer / 1024).toFixed(1) : '-';
    lines.push(
      `| ${name} | ${ms(m.selectorVisible)} | ${ratio} | ${ms(m.tbt)} | ${ms(m.longestTask)} | ${m.heapUsedAfterGcMB?.toFixed(1) ?? '-'} | ${jsKiB} |`,
    );
  }
  return lines;
}
