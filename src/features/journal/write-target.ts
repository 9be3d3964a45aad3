import { paths } from '../../config/paths';
import type { JournalResource } from './journal-entry';

/**
 * What a write was, in the dashboard's words: the resource, the action ("Update badge"), the record
 * it touched and that record's page. Read from the operation's path template (the contract's names
 * of the ids), the ids sent, and the answer (a created record's id and name).
 */

export interface WriteFacts {
  method: string;
  url: string;
  path: Record<string, unknown>;
  body?: unknown;
  answer?: unknown;
  /** The record as cached before the write (its name for a delete). */
  before?: unknown;
  /** The record the path names when the write is not to it: an award's badge, as cached. */
  parent?: unknown;
}

export interface WriteDescription {
  resource: JournalResource;
  action: string;
  target: { label: string; href?: string };
}

const RESOURCE_OF_SEGMENT: Record<string, JournalResource> = {
  community: 'community',
  member: 'member',
  tag: 'tag',
  badge: 'badge',
  badges: 'badge',
  reward: 'reward',
  attribution: 'attribution',
  experience: 'experience',
  collection: 'collection',
  mintable: 'collection',
  mint: 'collection',
  payment: 'payment',
  file: 'file',
  webhooks: 'webhook',
};

/** Actions that are not "Create/Update/Delete <resource>", by method and path template. */
const ACTIONS: Record<string, string> = {
  'POST /community/{id}/member': 'Add member',
  'POST /community/{id}/member/bulk': 'Add members in bulk',
  'POST /community/{id}/tag/{tagId}/member': 'Tag members',
  'DELETE /community/{id}/tag/{tagId}/member/{memberId}': 'Remove member from tag',
  'POST /community/{id}/badge/{badgeId}/attribution': 'Award badge',
  'PATCH /community/{id}/badge/{badgeId}/attribution': 'Update awards',
  'POST /community/{id}/collection/{collectionId}/mintable': 'Create mintable',
  'POST /community/{id}/collection/{collectionId}/mintable/{mintableId}/mint': 'Mint',
  'POST /community/{id}/file': 'Upload file',
};

const VERB: Record<string, string> = { POST: 'Create', PUT: 'Replace', PATCH: 'Update', DELETE: 'Delete' };

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

function field(value: unknown, ...names: string[]): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const name of names) {
    const found = str((value as Record<string, unknown>)[name]);
    if (found) return found;
  }
  return undefined;
}

function resourceOf(url: string): JournalResource {
  // Tagging members is a change to the tag's member list.
  if (url.includes('/tag/{tagId}/member')) return 'tag';
  const literals = url.split('/').filter((s) => s !== '' && !s.startsWith('{'));
  for (const segment of literals.reverse()) {
    const resource = RESOURCE_OF_SEGMENT[segment];
    if (resource) return resource;
  }
  return 'other';
}

type Ids = Partial<Record<string, string>>;

/** The record's page; a deleted record links to its list. */
function hrefOf(resource: JournalResource, ids: Ids, created: string | undefined, deleted: boolean) {
  const { id = '', badgeId, tagId, rewardId, experienceId, collectionId, idOrAddress } = ids;
  switch (resource) {
    case 'community':
      return deleted ? paths.communities() : paths.community(id || created || '');
    case 'member': {
      const member = idOrAddress ?? created;
      return member && !deleted ? paths.member(id, member) : paths.members(id);
    }
    case 'tag': {
      const tag = tagId ?? created;
      return tag && !(deleted && !ids.memberId) ? paths.tag(id, tag) : paths.tags(id);
    }
    case 'badge': {
      const badge = badgeId ?? created;
      return badge && !deleted ? paths.badge(id, badge) : paths.badges(id);
    }
    case 'reward': {
      const reward = rewardId ?? created;
      if (!badgeId) return undefined;
      return reward && !deleted ? paths.reward(id, badgeId, reward) : paths.badgeRewards(id, badgeId);
    }
    case 'attribution':
      if (!badgeId) return undefined;
      return created ? paths.attribution(id, badgeId, created) : paths.attributions(id, badgeId);
    case 'experience': {
      const experience = experienceId ?? created;
      return experience && !deleted ? paths.experience(id, experience) : paths.experiences(id);
    }
    case 'collection':
      return collectionId ? paths.collection(id, collectionId) : paths.collections(id);
    case 'payment':
      return paths.payments(id);
    case 'file':
      return paths.files(id);
    case 'webhook': {
      const webhook = id || created;
      return webhook && !deleted ? paths.webhook(webhook) : paths.webhooks();
    }
    default:
      return undefined;
  }
}

function labelOf(facts: WriteFacts, ids: Ids, created: string | undefined): string {
  const named =
    field(facts.before, 'name', 'title', 'callbackUrl') ??
    field(facts.answer, 'name', 'title', 'callbackUrl') ??
    field(facts.body, 'name', 'title', 'callbackUrl');
  if (named) return named;
  const wallets = (facts.body as { wallets?: unknown } | undefined)?.wallets;
  if (Array.isArray(wallets)) return `${wallets.length} wallet${wallets.length === 1 ? '' : 's'}`;
  const own = Object.values(ids).at(-1);
  return (
    field(facts.answer, 'address', 'wallet') ??
    field(facts.body, 'address', 'wallet') ??
    created ??
    own ??
    '—'
  );
}

/** An award or a metadata update names its badge too: a wallet alone does not say what was given. */
function withBadge(label: string, facts: WriteFacts, ids: Ids, resource: JournalResource): string {
  if (resource !== 'attribution' || !ids.badgeId) return label;
  return `${label} on ${field(facts.parent, 'title', 'name') ?? `badge ${ids.badgeId}`}`;
}

export function describeWrite(facts: WriteFacts): WriteDescription {
  const resource = resourceOf(facts.url);
  const ids: Ids = {};
  for (const [key, value] of Object.entries(facts.path)) {
    const id = str(value);
    if (id) ids[key] = id;
  }
  const deleted = facts.method === 'DELETE';
  const created = facts.method === 'POST' ? field(facts.answer, 'id') : undefined;
  const action =
    ACTIONS[`${facts.method} ${facts.url}`] ??
    (resource === 'other'
      ? `${facts.method} ${facts.url}`
      : `${VERB[facts.method] ?? facts.method} ${resource}`);
  const href = resource === 'other' ? undefined : hrefOf(resource, ids, created, deleted);
  const label = withBadge(labelOf(facts, ids, created), facts, ids, resource);
  return { resource, action, target: { label, ...(href ? { href } : {}) } };
}
