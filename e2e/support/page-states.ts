/**
 * Every page state worth checking, registered once: each entry opens a page the way a person gets
 * there, in one state (empty, filled, refused, a form with its errors), and waits until its real
 * content shows. The a11y scans (a11y.spec.ts) and the screenshots (screenshots.spec.ts) are built
 * from PAGE_STATES; each resource keeps its states beside its steps in `<resource>-pages.ts`.
 */
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES } from './account-pages';
import { ATTRIBUTION_PAGES } from './attribution-pages';
import { IMPORT_PAGES } from './import-pages';
import { LEADERBOARD_PAGES } from './leaderboard-pages';
import { BADGE_PAGES, COMMUNITY_PAGES, SHELL_PAGES } from './pages';
import { RESOURCE_PAGES } from './resource-pages';
import { REWARD_PAGES } from './reward-pages';
import { TAG_PAGES } from './tag-pages';

export interface PageState {
  /** File-name friendly and unique, e.g. "member-new-error". */
  name: string;
  /** Arranges what the state needs, opens the page and waits until it shows that state. */
  open(page: Page): Promise<void>;
}

export const PAGE_STATES: readonly PageState[] = [
  ...COMMUNITY_PAGES,
  ...SHELL_PAGES,
  ...BADGE_PAGES,
  ...ACCOUNT_PAGES,
  ...TAG_PAGES,
  ...IMPORT_PAGES,
  ...RESOURCE_PAGES,
  ...REWARD_PAGES,
  ...ATTRIBUTION_PAGES,
  ...LEADERBOARD_PAGES,
];
