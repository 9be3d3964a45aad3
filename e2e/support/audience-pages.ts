/**
 * Audiences: the seeded tags and badge the audience tests use, with the figures the tests expect
 * computed from the same deterministic seed the sandbox starts from, and the builder's and the
 * filtered leaderboard's page states for the a11y scans and the screenshots (AUDIENCE_PAGES).
 */
import { expect, type Page } from '@playwright/test';
import { createSeed } from '../../src/sandbox/seed/create-seed';
import { FIRST_LOAD, SEED } from './app';
import type { PageState } from './page-states';

const seed = createSeed({ preset: 'demo' }).data;

function community() {
  const found = seed.communities.find((c) => c.name === SEED.largest);
  if (!found) throw new Error(`the demo seed has no ${SEED.largest}`);
  return found;
}

function tagNamed(name: string) {
  const tag = seed.tags.find((t) => t.communityId === community().id && t.name === name);
  if (!tag) throw new Error(`the demo seed has no tag ${name}`);
  return tag;
}

function badgeTitled(title: string) {
  const badge = seed.badges.find((b) => b.communityId === community().id && b.title === title);
  if (!badge) throw new Error(`the demo seed has no badge ${title}`);
  return badge;
}

const members = () => seed.members.filter((m) => m.communityId === community().id);

/** `A AND NOT B`: Core contributors who are not Early supporters (19 of 30). */
export const TAG_A = tagNamed('Core contributors');
export const TAG_B = tagNamed('Early supporters');
/** The leaderboard's filter: Developers hold 19 of the badge's 96 entries. */
export const BOARD_TAG = tagNamed('Developers');
/** A live badge with room under its cap. */
export const AWARD_BADGE = badgeTitled('Governance Voter');
export const COMMUNITY_ID = community().id;

/** The audience's members, computed here from the seed as the page must find them. */
export const A_NOT_B = members().filter((m) => m.tagIds.includes(TAG_A.id) && !m.tagIds.includes(TAG_B.id));

const holders = (badgeId: string) =>
  new Set(seed.attributions.filter((a) => a.badgeId === badgeId).map((a) => (a.wallet ?? '').toLowerCase()));

/** Of the audience, the wallets the seed has not awarded the badge yet: the dry run's "To award". */
export const TO_AWARD = A_NOT_B.filter((m) => !holders(AWARD_BADGE.id).has(m.wallet.toLowerCase())).length;

/** The badge's board entries held by members carrying BOARD_TAG: the board of that audience. */
export const BOARD_IN_TAG = seed.attributions.filter(
  (a) =>
    a.badgeId === AWARD_BADGE.id &&
    members().some(
      (m) => m.wallet.toLowerCase() === (a.wallet ?? '').toLowerCase() && m.tagIds.includes(BOARD_TAG.id),
    ),
).length;
export const BOARD_SIZE = holders(AWARD_BADGE.id).size;

export const AUDIENCE_VALUE = `all:${TAG_A.id},!${TAG_B.id}`;
export const audienceUrl = (value = AUDIENCE_VALUE) =>
  `/communities/${COMMUNITY_ID}/audiences?audience=${encodeURIComponent(value)}`;
export const leaderboardUrl = (search = '') =>
  `/communities/${COMMUNITY_ID}/badges/${AWARD_BADGE.id}/leaderboard${search}`;

export const matchHeading = (page: Page, count: number) =>
  page.getByRole('heading', {
    level: 2,
    name: `${count} ${count === 1 ? 'member matches' : 'members match'}`,
  });

export const AUDIENCE_PAGES: PageState[] = [
  {
    // The builder with two rules, the count, the actions and the first page of members.
    name: 'audience-builder',
    async open(page: Page) {
      await page.goto(audienceUrl());
      await expect(matchHeading(page, A_NOT_B.length)).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('table', { name: 'Members of the audience' })).toBeVisible();
    },
  },
  {
    // The leaderboard filtered to a tag: the filter, its count and the board ranked within it.
    name: 'leaderboard-audience',
    async open(page: Page) {
      await page.goto(leaderboardUrl(`?audience=${encodeURIComponent(`all:${BOARD_TAG.id}`)}`));
      await expect(page.getByText(`${BOARD_IN_TAG} of ${BOARD_SIZE} entries are members who`)).toBeVisible(
        FIRST_LOAD,
      );
    },
  },
];
