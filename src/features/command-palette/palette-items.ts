import type { Badge, Community, Experience, Member, Tag, Webhook } from '../../api/types';
import { paths } from '../../config/paths';
import { viewUrl, type SavedView } from '../../lib/saved-views';
import type { PaletteItem } from './palette-item';

/**
 * Badges and their actions: check a wallet's eligibility for any badge, award a live badge, publish an
 * approved one, freeze a live badge's board.
 */
export function badgeItems(communityId: string, badges: readonly Badge[]): PaletteItem[] {
  return badges.flatMap((badge) => {
    const name = badge.title ?? badge.name ?? badge.id;
    const items: PaletteItem[] = [
      {
        to: paths.badge(communityId, badge.id),
        group: 'Badges',
        label: name,
        detail: badge.status?.replace('_', ' '),
        keywords: [badge.id],
      },
      {
        to: paths.eligibility(communityId, { badge: badge.id }),
        group: 'Actions',
        label: `Check eligibility for ${name}`,
      },
    ];
    if (badge.status === 'live') {
      items.push(
        {
          to: paths.attributionNew(communityId, badge.id),
          group: 'Actions',
          label: `Award ${name}`,
        },
        {
          to: `${paths.badgeLeaderboard(communityId, badge.id)}#freeze`,
          group: 'Actions',
          label: `Freeze ${name}'s board`,
          detail: 'on its leaderboard',
        },
      );
    }
    if (badge.status === 'approved')
      items.push({
        to: `${paths.badge(communityId, badge.id)}#publish`,
        group: 'Actions',
        label: `Publish ${name}`,
        detail: 'on its page',
      });
    return items;
  });
}

export function communityItems(communities: readonly Community[]): PaletteItem[] {
  return communities.map((c) => ({
    to: paths.community(c.id),
    group: 'Communities',
    label: c.name ?? c.id,
    keywords: [c.id, ...(c.shortName ? [c.shortName] : [])],
  }));
}

export function tagItems(communityId: string, tags: readonly Tag[]): PaletteItem[] {
  return tags.map((t) => ({
    to: paths.tag(communityId, t.id),
    group: 'Tags',
    label: t.name,
    keywords: [t.id],
  }));
}

export function experienceItems(communityId: string, experiences: readonly Experience[]): PaletteItem[] {
  return experiences.map((e) => ({
    to: paths.experience(communityId, e.id),
    group: 'Experiences',
    label: e.name ?? e.id,
    keywords: [e.id],
  }));
}

/** A webhook has no name: it is called by where it delivers (never by its signing secret). */
export function webhookItems(webhooks: readonly Webhook[]): PaletteItem[] {
  return webhooks.map((w) => ({
    to: paths.webhook(w.id),
    group: 'Webhooks',
    label: w.callbackUrl ?? w.id,
    detail: w.events?.join(', '),
    keywords: [w.id],
  }));
}

/** A member is found by ENS name, wallet or member id; the label is the ENS name where there is one. */
export function memberItems(communityId: string, members: readonly Member[]): PaletteItem[] {
  return members.map((m) => ({
    to: paths.member(communityId, m.id),
    group: 'Members',
    label: m.ensName ?? m.wallet ?? m.id,
    detail: m.ensName ? m.wallet : undefined,
    keywords: [m.id, ...(m.wallet ? [m.wallet] : [])],
  }));
}

/** The community's actions that need no record. */
export function communityActions(communityId: string): PaletteItem[] {
  return [
    { to: paths.badgeNew(communityId), group: 'Actions', label: 'New badge' },
    { to: paths.memberImport(communityId), group: 'Actions', label: 'Import members' },
    { to: paths.eligibility(communityId), group: 'Actions', label: 'Check eligibility' },
  ];
}

/** Switching goes through the connection screen, which asks for what the other connection needs. */
export function connectionActions(mode: 'sandbox' | 'live' | undefined, returnTo: string): PaletteItem[] {
  return [
    mode === 'live'
      ? { to: paths.connect(returnTo), group: 'Actions', label: 'Switch to sandbox' }
      : { to: paths.connect(returnTo), group: 'Actions', label: 'Switch to live', detail: 'API key needed' },
  ];
}

/** Views saved on this connection: each opens its list's URL, named with the page it opens. */
export function savedViewItems(views: readonly SavedView[]): PaletteItem[] {
  return views.map((v) => ({
    to: viewUrl(v),
    group: 'Views',
    label: `View: ${v.name}`,
    detail: v.page ?? v.path,
    keywords: [v.name, ...(v.page ? [v.page] : [])],
  }));
}
