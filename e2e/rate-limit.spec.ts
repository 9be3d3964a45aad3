/**
 * A service that rate-limits: the hostile API answers the first request of each read 429 with
 * `Retry-After: 3` (its `retry-after` mode). In the browser, through a real fetch and a real clock,
 * the Tags page says it waits, then shows the list and every count, never the error page, and every
 * read refused once is sent again. The waits' length is checked by the unit and route tests.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { FIRST_LOAD, SEED, TEST_TIMEOUT, expectRowsLoaded, table } from './support/app';
import { connectToHostileApi } from './support/hostile-api';
import { APP_ORIGIN } from './support/ports';
import { LIVE_BASE_URL, LIVE_KEY } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

async function largestCommunity(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${LIVE_BASE_URL}/community?perPage=100`, {
    headers: { 'x-api-key': LIVE_KEY },
  });
  const { results } = (await answer.json()) as { results: { id: string; name: string }[] };
  return results.find((c) => c.name === SEED.largest)?.id ?? '';
}

test('the first answer of every read is 429 with Retry-After: the page waits, says so, then shows the list', async ({
  page,
  baseURL,
  request,
}) => {
  const id = await largestCommunity(request);
  const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['retry-after']);
  await page.goto(`/communities/${encodeURIComponent(id)}/tags`);

  await expect(
    page.getByRole('status').filter({ hasText: 'The API asked us to wait 3 s; retrying…' }),
  ).toBeVisible(FIRST_LOAD);
  const tags = table(page, 'Tags');
  await expectRowsLoaded(tags, FIRST_LOAD);
  await expect(page.getByRole('heading', { name: /went wrong/i })).toHaveCount(0);
  await expect(page.getByText(/asked us to wait/)).toHaveCount(0, FIRST_LOAD);

  // Every read the service refused once was sent again (none given up on, none shown as an error).
  const reads = () => log.requests.filter((r) => r.startsWith('GET '));
  const sentOnce = () => {
    const all = reads();
    return [...new Set(all)].filter((r) => all.filter((s) => s === r).length < 2);
  };
  await expect.poll(sentOnce, FIRST_LOAD).toEqual([]);
  expect(reads().length).toBeGreaterThan(2);
});
