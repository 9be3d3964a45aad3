/**
 * An audience: the members of a community chosen by their tags. Pure code (no React, no
 * requests), so the builder, the award source and the filter share one reading of it.
 *
 * The model is what an admin reads aloud: "members who match ALL (or ANY) of these rules", each rule
 * "has tag T" or "does not have tag T". `A AND NOT B` is `all` of [has A, not B]; `A OR B` is
 * `any` of [has A, has B]. A deeper tree was left out: two levels of brackets are where admins stop
 * reading a builder, and any flat AND/OR of tags and their negations fits here.
 */

export type AudienceJoin = 'all' | 'any';

export interface AudienceRule {
  tagId: string;
  /** False: "does not have the tag". */
  has: boolean;
}

export interface Audience {
  join: AudienceJoin;
  rules: AudienceRule[];
}

/** The URL parameter the builder and the leaderboard keep an audience in. */
export const AUDIENCE_PARAM = 'audience';

/** The tags whose member lists the audience needs, each once, in rule order. */
export function audienceTagIds(audience: Audience): string[] {
  return [...new Set(audience.rules.map((r) => r.tagId).filter((id) => id !== ''))];
}

/** The rules that name a tag (a row whose tag is not chosen yet does not count). */
function usableRules(audience: Audience): AudienceRule[] {
  return audience.rules.filter((r) => r.tagId !== '');
}

/**
 * Whether every member of the community must be read: a "does not have" rule is answered from the
 * whole community unless an "all" audience also has a "has" rule (then the members of that tag
 * are the ones that can match).
 */
export function needsWholeCommunity(audience: Audience): boolean {
  const rules = usableRules(audience);
  if (!rules.some((r) => !r.has)) return false;
  return audience.join === 'any' || !rules.some((r) => r.has);
}

/** Something with an id (a member). */
export interface WithId {
  id: string;
}

/**
 * The members matching the audience, in the order they were first seen (the tags' lists in rule
 * order, then the community's list). `membersOf` gives each tag's members; `community` the whole
 * community's, needed only when `needsWholeCommunity` says so. An audience without a usable rule
 * matches no one (an empty builder is not "everyone").
 */
export function evaluateAudience<M extends WithId>(
  audience: Audience,
  membersOf: (tagId: string) => readonly M[],
  community?: readonly M[],
): M[] {
  const rules = usableRules(audience);
  if (rules.length === 0) return [];
  const sets = new Map<string, Set<string>>();
  const byId = new Map<string, M>();
  for (const tagId of audienceTagIds(audience)) {
    const ids = new Set<string>();
    for (const m of membersOf(tagId)) {
      ids.add(m.id);
      if (!byId.has(m.id)) byId.set(m.id, m);
    }
    sets.set(tagId, ids);
  }
  const wanted = needsWholeCommunity(audience);
  if (wanted && community === undefined) {
    throw new Error('This audience needs the whole community’s members');
  }
  // The candidates: every member seen when the whole community counts, else the tags' members.
  const candidates: M[] = [];
  if (wanted && community) {
    for (const m of community) if (!byId.has(m.id)) byId.set(m.id, m);
  }
  for (const m of byId.values()) candidates.push(m);
  const matches = (rule: AudienceRule, id: string) => (sets.get(rule.tagId)?.has(id) ?? false) === rule.has;
  return candidates.filter((m) =>
    audience.join === 'all' ? rules.every((r) => matches(r, m.id)) : rules.some((r) => matches(r, m.id)),
  );
}

/**
 * The audience as one URL value: `all:tagA,!tagB`. Each tag id is percent-encoded (with `!` and
 * `,` too, which encodeURIComponent leaves alone), so any id survives the round trip.
 */
export function audienceToParam(audience: Audience): string {
  const rules = audience.rules.map(
    (r) => (r.has ? '' : '!') + encodeURIComponent(r.tagId).replace(/!/g, '%21').replace(/,/g, '%2C'),
  );
  return `${audience.join}:${rules.join(',')}`;
}

/** The audience of a URL value; an unreadable value gives the empty audience. */
export function audienceFromParam(value: string | null | undefined): Audience {
  const match = /^(all|any):(.*)$/s.exec(value ?? '');
  if (!match) return { join: 'all', rules: [] };
  const join: AudienceJoin = match[1] === 'any' ? 'any' : 'all';
  const body = match[2] ?? '';
  if (body === '') return { join, rules: [] };
  const rules: AudienceRule[] = [];
  for (const part of body.split(',')) {
    const has = !part.startsWith('!');
    const raw = has ? part : part.slice(1);
    try {
      rules.push({ tagId: decodeURIComponent(raw), has });
    } catch {
      // A hand-edited URL with a broken escape: that rule is dropped, the others kept.
    }
  }
  return { join, rules };
}

/** The audience in the URL's search (empty when absent). */
export function audienceFromSearch(search: URLSearchParams): Audience {
  return audienceFromParam(search.get(AUDIENCE_PARAM));
}

/** The search with the audience written in (removed when it has no rule). */
export function withAudience(search: URLSearchParams, audience: Audience): URLSearchParams {
  const next = new URLSearchParams(search);
  if (audience.rules.length === 0) next.delete(AUDIENCE_PARAM);
  else next.set(AUDIENCE_PARAM, audienceToParam(audience));
  return next;
}

/** "have Gold and do not have Banned": said after "members who" in headings, notes and file names. */
export function describeAudience(audience: Audience, tagName: (tagId: string) => string): string {
  const rules = usableRules(audience);
  if (rules.length === 0) return 'no rule yet';
  const words = rules.map((r) => `${r.has ? 'have' : 'do not have'} ${tagName(r.tagId)}`);
  return words.join(audience.join === 'all' ? ' and ' : ' or ');
}

/** Whether the audience can be evaluated: at least one rule with a tag. */
export function isUsableAudience(audience: Audience): boolean {
  return usableRules(audience).length > 0;
}
