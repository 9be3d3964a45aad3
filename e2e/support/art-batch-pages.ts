/**
 * Batch art: badges made for the test over the sandbox API, images drawn in the page and named
 * after them, the batch page opened from the badges list as a user gets there. The page state is
 * the match table with a file given its badge by hand (the correction pending until prepared).
 */
import { expect, type Page } from '@playwright/test';
import { expectRowsLoaded, FIRST_LOAD, SEED, table } from './app';
import { artPng } from './art-pages';
import { sandboxApi } from './leaderboard-pages';
import type { PageState } from './page-states';

export interface BatchBadge {
  id: string;
  title: string;
  live: boolean;
}

const WORDS = [
  'Nebula',
  'Comet',
  'Aurora',
  'Quasar',
  'Pulsar',
  'Meteor',
  'Eclipse',
  'Zenith',
  'Orbit',
  'Nova',
];

/** A call on the service's API: the in-browser sandbox's by default, or a live server's. */
export type BatchApi = (method: string, path: string, body?: unknown) => Promise<unknown>;

interface Community {
  id: string;
  name?: string;
}

/** The id of a seeded community, by name. */
async function communityId(api: BatchApi, name: string): Promise<string> {
  const answer = (await api('GET', '/community?page=1&perPage=100')) as {
    results?: Community[];
  };
  const found = answer.results?.find((c) => c.name === name);
  if (!found) throw new Error(`no community named ${name}`);
  return found.id;
}

/**
 * `count` new badges in the community with no members (titles "Batch Nebula <run>", …), every
 * other one live; their art is a seeded badge's, which the sandbox's CDN serves.
 */
export async function arrangeBatchBadges(
  page: Page,
  count: number,
  api: BatchApi = (method, path, body) => sandboxApi(page, method, path, body),
): Promise<{ communityId: string; badges: BatchBadge[] }> {
  await page.goto('/communities');
  await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
  const largest = await communityId(api, SEED.largest);
  const seeded = (await api('GET', `/community/${largest}/badge?page=1&perPage=1`)) as {
    results?: { image?: string }[];
  };
  const image = seeded.results?.[0]?.image;
  if (!image) throw new Error('no seeded badge art');
  const id = await communityId(api, SEED.empty);
  const run = Date.now().toString(36).slice(-4);
  const badges: BatchBadge[] = [];
  for (let i = 0; i < count; i++) {
    const title = `Batch ${WORDS[i % WORDS.length] ?? 'Badge'} ${run}${i >= WORDS.length ? ` ${String(i)}` : ''}`;
    const made = (await api('POST', `/community/${id}/badge`, {
      title,
      description: 'Made by the test that uses it.',
      type: 'achievement',
      image,
      claimEndDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      maxClaims: 100,
      tags: [],
      author: { name: 'E2E', uri: 'https://example.com' },
    })) as { id?: string };
    if (!made.id) throw new Error(`no id for ${title}`);
    const live = i % 2 === 0;
    if (live) await api('PATCH', `/community/${id}/badge/${made.id}`, { status: 'live' });
    badges.push({ id: made.id, title, live });
  }
  return { communityId: id, badges };
}

/** The community's badges list → "Batch art", the badges read. */
export async function openBatchArt(page: Page, communityId: string): Promise<void> {
  await page.goto(`/communities/${communityId}/badges`);
  await page.getByRole('link', { name: 'Batch art' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Batch art' })).toBeVisible();
  await expect(page.getByLabel('Image files for badges')).toBeAttached(FIRST_LOAD);
}

/** A PNG file named as given, drawn in the page (wide, so the batch crops it). */
export async function pngFile(page: Page, name: string) {
  return { name, mimeType: 'image/png', buffer: await artPng(page, 900, 600) };
}

export const matchTable = (page: Page) =>
  page.getByRole('table', { name: 'Dropped images and the badges they go to' });

/** Three files: two named after badges, one after nothing, which is then given a badge by hand. */
async function openMatchWithCorrection(page: Page): Promise<void> {
  const { communityId, badges } = await arrangeBatchBadges(page, 3);
  await openBatchArt(page, communityId);
  const [a, b, c] = badges as [BatchBadge, BatchBadge, BatchBadge];
  const image = await pngFile(page, 'x.png');
  await page.getByLabel('Image files for badges').setInputFiles([
    { ...image, name: `${a.title.toLowerCase().replace(/ /g, '-')}.png` },
    { ...image, name: `${b.title}.png` },
    { ...image, name: 'team photo.png' },
  ]);
  await matchTable(page).getByRole('combobox', { name: 'Badge for team photo.png' }).selectOption(c.id);
  await expect(page.getByText(/^3 files go to a badge; 0 files are not sent/)).toBeVisible();
}

export const ART_BATCH_PAGES: PageState[] = [
  { name: 'badge-art-batch-match', open: openMatchWithCorrection },
];
