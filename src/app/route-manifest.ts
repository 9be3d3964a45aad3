import {
  Award,
  BadgeCheck,
  Blend,
  FlaskConical,
  Gamepad2,
  HandCoins,
  History,
  Images,
  LayoutDashboard,
  Layers,
  Library,
  ListChecks,
  PlugZap,
  Smile,
  Tags,
  Users,
  Webhook,
} from 'lucide-react';
import { paths } from '../config/paths';
import type { FolderRoutes, NavEntry } from '../lib/route-module';

/** Where a folder's routes hang: under `/communities/:communityId`, or under the app root. */
export type RouteScope = 'community' | 'app';

export interface RouteFolder {
  scope: RouteScope;
  /** The path its routes start with, within the scope (`badges`, `account/avatars`). */
  prefix: string;
  /** The folder's `routes.tsx`, loaded when a navigation first reaches the prefix. */
  load: () => Promise<{ routes: FolderRoutes }>;
  /** Its sidebar entries (and the command palette's pages), known before the routes load. */
  nav?: NavEntry[];
}

/**
 * Every route folder of the app, one entry each: the entry script knows these prefixes and sidebar
 * entries only, and a folder's route table loads on the first navigation into it (the router's
 * `patchRoutesOnNavigation`, router.tsx), so adding a folder adds nothing to the first route.
 * The communities list and a community's overview are the first route, so their routes are in the
 * entry (`communitiesRoute`), and only their sidebar entries are here. The sidebar lists the
 * entries in this order.
 */
export const ROUTE_FOLDERS: RouteFolder[] = [
  {
    scope: 'community',
    prefix: 'badges',
    load: () => import('../routes/badges/routes'),
    nav: [{ group: 'community', label: 'Badges', icon: BadgeCheck, to: paths.badges }],
  },
  {
    scope: 'community',
    prefix: 'experiences',
    load: () => import('../routes/experiences/routes'),
    nav: [{ group: 'community', label: 'Experiences', icon: Gamepad2, to: paths.experiences }],
  },
  {
    scope: 'community',
    prefix: 'collections',
    load: () => import('../routes/collections/routes'),
    nav: [{ group: 'community', label: 'Collections', icon: Layers, to: paths.collections }],
  },
  {
    scope: 'community',
    prefix: 'payments',
    load: () => import('../routes/payments/routes'),
    nav: [{ group: 'community', label: 'Payments', icon: HandCoins, to: paths.payments }],
  },
  {
    scope: 'community',
    prefix: 'members',
    load: () => import('../routes/members/routes'),
    nav: [{ group: 'community', label: 'Members', icon: Users, to: paths.members }],
  },
  {
    scope: 'community',
    prefix: 'tags',
    load: () => import('../routes/tags/routes'),
    nav: [{ group: 'community', label: 'Tags', icon: Tags, to: paths.tags }],
  },
  {
    scope: 'community',
    prefix: 'audiences',
    load: () => import('../routes/audiences/routes'),
    nav: [{ group: 'community', label: 'Audiences', icon: Blend, to: paths.audiences }],
  },
  {
    scope: 'community',
    prefix: 'files',
    load: () => import('../routes/files/routes'),
    nav: [{ group: 'community', label: 'Files', icon: Images, to: paths.files }],
  },
  { scope: 'community', prefix: 'eligibility', load: () => import('../routes/eligibility/routes') },
  {
    scope: 'app',
    prefix: 'account/avatars',
    load: () => import('../routes/avatars/routes'),
    nav: [{ group: 'account', label: 'Avatars', icon: Smile, to: () => paths.accountAvatars() }],
  },
  {
    scope: 'app',
    prefix: 'webhooks',
    load: () => import('../routes/webhooks/routes'),
    nav: [{ group: 'account', label: 'Webhooks', icon: Webhook, to: () => paths.webhooks() }],
  },
  {
    scope: 'app',
    prefix: 'catalogue',
    load: () => import('../routes/catalogue/routes'),
    nav: [{ group: 'account', label: 'Partner catalogue', icon: Library, to: () => paths.catalogue() }],
  },
  {
    scope: 'app',
    prefix: 'jobs',
    load: () => import('../routes/jobs/routes'),
    nav: [{ group: 'account', label: 'Jobs', icon: ListChecks, to: () => paths.jobs() }],
  },
  {
    scope: 'app',
    prefix: 'journal',
    load: () => import('../routes/journal/routes'),
    nav: [{ group: 'account', label: 'Journal', icon: History, to: () => paths.journal() }],
  },
  {
    scope: 'app',
    prefix: 'connect',
    load: () => import('../routes/connect/routes'),
    nav: [{ group: 'settings', label: 'Connection', icon: PlugZap, to: () => paths.connect() }],
  },
  {
    scope: 'app',
    prefix: 'sandbox',
    load: () => import('../routes/sandbox/routes'),
    nav: [
      {
        group: 'settings',
        label: 'Sandbox',
        icon: FlaskConical,
        to: () => paths.sandboxSettings(),
        sandboxOnly: true,
      },
    ],
  },
];

/** The sidebar's entries and the palette's pages, in the sidebar's order. */
export const NAV_ENTRIES: NavEntry[] = [
  { group: 'top', label: 'All communities', icon: LayoutDashboard, to: () => paths.communities(), end: true },
  { group: 'community', label: 'Overview', icon: Award, to: paths.community, end: true },
  ...ROUTE_FOLDERS.flatMap((folder) => folder.nav ?? []),
];

/**
 * The folder whose routes a path needs, if any: `/communities/<id>/<prefix>/…` for a community
 * folder, `/<prefix>/…` for an app folder. Segments compare without case, as the router matches.
 */
export function folderFor(pathname: string): RouteFolder | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const inCommunity = segments[0] === 'communities' && segments.length > 2;
  const scope: RouteScope = inCommunity ? 'community' : 'app';
  const rest = inCommunity ? segments.slice(2) : segments;
  return ROUTE_FOLDERS.find(
    (folder) => folder.scope === scope && folder.prefix.split('/').every((segment, i) => rest[i] === segment),
  );
}

/**
 * Starts loading the routes a link leads to when the user is about to follow it (hover, focus), so
 * the navigation then waits for its page and data only. A failed load is retried by the navigation.
 */
export function warmRoutes(pathname: string): void {
  folderFor(pathname)
    ?.load()
    .catch(() => undefined);
}
