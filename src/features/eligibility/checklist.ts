import type { Badge, BadgeTag, Member } from '../../api/types';
import { formatNumber, formatUtc } from '../../lib/format';

/*
 * Why a wallet can or cannot earn or claim a badge, from what the service answers (see
 * docs/eligibility.md for which rule the service applies when an admin awards a badge, and which
 * when the member claims it). A pure function of the reads, so every rule is unit-tested.
 */

export type CheckId = 'member' | 'gating-tag' | 'live' | 'window' | 'cap' | 'earned' | 'claimed';

/** What a failing check stops: the admin's award (earning), the member's claim, or both. */
export type Blocks = 'earning' | 'claiming' | 'both';

/** The action that fixes a failing check, where an admin can take it from the dashboard. */
export type Fix =
  | { kind: 'add-member'; wallet: string }
  | { kind: 'add-tag'; memberId: string; tags: BadgeTag[] }
  | { kind: 'publish' }
  | { kind: 'edit-badge'; change: 'claim end date' | 'maximum claims' };

export interface Check {
  id: CheckId;
  passed: boolean;
  /** What is checked, said as the passing state ("Member of the community"). */
  label: string;
  /** The same, said as the reason it fails ("Not a member"). */
  reason: string;
  /** What was found. */
  detail: string;
  blocks: Blocks;
  fix?: Fix;
}

export interface EligibilityFacts {
  /** The wallet asked about, when one is known (typed, or the member's). */
  wallet: string | undefined;
  /** The member, or undefined when the community has none with this wallet, name or id. */
  member: Member | undefined;
  badge: Badge;
  /** The badge's gating tags that the member holds. */
  heldTags: readonly BadgeTag[];
  /** The wallet's award of this badge, if any. */
  award: { earnedAt?: string; claimedAt?: string | null } | undefined;
  /** How many awards the badge has (the `total` of its attribution list). */
  awarded: number;
  nowMs: number;
}

export interface Verdict {
  checks: Check[];
  /** An admin's award would be accepted now. */
  canBeAwarded: boolean;
  /** `yes`: the member can claim now; `after-award`: once awarded; `no`: a check stops it. */
  claim: 'yes' | 'after-award' | 'no';
}

const names = (tags: readonly BadgeTag[]) => tags.map((t) => t.name).join(', ');

function memberCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'member',
    label: 'Member of the community',
    reason: 'Not a member',
    blocks: 'claiming',
  } as const;
  if (f.member) {
    const since = f.member.createdAt ? ` since ${formatUtc(f.member.createdAt)}` : '';
    return { ...base, passed: true, detail: `A member${since}.` };
  }
  return {
    ...base,
    passed: false,
    detail: f.wallet
      ? 'This wallet is not a member. Claiming is for members; an award would make it one.'
      : 'No member has this name or id, and no wallet is known to add.',
    fix: f.wallet ? { kind: 'add-member', wallet: f.wallet } : undefined,
  };
}

function gatingTagCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'gating-tag',
    label: 'Holds a gating tag',
    reason: 'Missing a gating tag',
    blocks: 'claiming',
  } as const;
  const gating = f.badge.tags ?? [];
  if (gating.length === 0)
    return { ...base, passed: true, detail: 'The badge has no gating tags: any member may claim it.' };
  if (f.heldTags.length > 0) return { ...base, passed: true, detail: `Holds ${names(f.heldTags)}.` };
  const detail = `The badge is for members tagged ${names(gating)}; this wallet holds none of them.`;
  if (!f.member) return { ...base, passed: false, detail: `${detail} Add it as a member first.` };
  return { ...base, passed: false, detail, fix: { kind: 'add-tag', memberId: f.member.id, tags: gating } };
}

function liveCheck(f: EligibilityFacts): Check {
  const base = { id: 'live', label: 'Badge is live', reason: 'Badge not live', blocks: 'both' } as const;
  const status = f.badge.status ?? 'unknown';
  if (status === 'live')
    return { ...base, passed: true, detail: 'Published: it can be awarded and claimed.' };
  return {
    ...base,
    passed: false,
    detail: `The badge is ${status.replace('_', ' ')}: only live badges are awarded or claimed.`,
    fix: status === 'approved' ? { kind: 'publish' } : undefined,
  };
}

function windowCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'window',
    label: 'Claim window open',
    reason: 'Claim window closed',
    blocks: 'both',
  } as const;
  const end = f.badge.claimEndDate;
  if (!end) return { ...base, passed: true, detail: 'The badge has no claim end date.' };
  if (Date.parse(end) > f.nowMs) return { ...base, passed: true, detail: `Open until ${formatUtc(end)}.` };
  return {
    ...base,
    passed: false,
    detail: `Closed on ${formatUtc(end)}.`,
    fix: { kind: 'edit-badge', change: 'claim end date' },
  };
}

function capCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'cap',
    label: 'Under the maximum of claims',
    reason: 'Maximum of claims reached',
    blocks: 'earning',
  } as const;
  const max = f.badge.maxClaims;
  if (max === undefined) return { ...base, passed: true, detail: 'The badge sets no maximum.' };
  const counted = `${formatNumber(f.awarded)} of ${formatNumber(max)} awarded`;
  // The wallet's own award is one of those counted: the cap cannot stop what it already has.
  if (f.award || f.awarded < max) return { ...base, passed: true, detail: `${counted}.` };
  return {
    ...base,
    passed: false,
    detail: `${counted}: every claim the badge allows is taken.`,
    fix: { kind: 'edit-badge', change: 'maximum claims' },
  };
}

function earnedCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'earned',
    label: 'Not earned yet',
    reason: 'Already earned',
    blocks: 'earning',
  } as const;
  if (!f.award) return { ...base, passed: true, detail: 'No award of this badge to this wallet.' };
  return {
    ...base,
    passed: false,
    detail: `Already earned on ${formatUtc(f.award.earnedAt)}: a second award is refused.`,
  };
}

function claimedCheck(f: EligibilityFacts): Check {
  const base = {
    id: 'claimed',
    label: 'Not claimed yet',
    reason: 'Already claimed',
    blocks: 'claiming',
  } as const;
  if (!f.award?.claimedAt) return { ...base, passed: true, detail: 'Not claimed.' };
  return { ...base, passed: false, detail: `Already claimed on ${formatUtc(f.award.claimedAt)}.` };
}

/** The seven checks, in the order a person reads them, and what they add up to. */
export function eligibility(facts: EligibilityFacts): Verdict {
  const checks = [
    memberCheck(facts),
    gatingTagCheck(facts),
    liveCheck(facts),
    windowCheck(facts),
    capCheck(facts),
    earnedCheck(facts),
    claimedCheck(facts),
  ];
  const failing = (blocks: Blocks) =>
    checks.some((c) => !c.passed && (c.blocks === blocks || c.blocks === 'both'));
  // An award goes to a wallet: a name or id that matches no member gives none to award.
  const canBeAwarded = !failing('earning') && facts.wallet !== undefined;
  const claimStopped = failing('claiming');
  const claim = claimStopped ? 'no' : facts.award ? 'yes' : canBeAwarded ? 'after-award' : 'no';
  return { checks, canBeAwarded, claim };
}
