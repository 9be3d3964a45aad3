import { describe, expect, it } from 'vitest';
import type { Badge, Member } from '../../api/types';
import { eligibility, type CheckId, type EligibilityFacts } from './checklist';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const WALLET = '0x5eed00000000000000000000000000000d0c7001';
const member: Member = { id: 'mem-1', wallet: WALLET, createdAt: '2026-01-02T00:00:00Z' };
const lead = { id: 'tag-lead', name: 'Lead' };
const badge: Badge = {
  id: 'b1',
  status: 'live',
  claimEndDate: '2027-01-01T00:00:00Z',
  maxClaims: 10,
  tags: [],
};

/** A member who can be awarded the badge and claim it afterwards; each test changes one fact. */
function facts(change: Partial<EligibilityFacts> = {}, badgeChange: Partial<Badge> = {}): EligibilityFacts {
  return {
    wallet: WALLET,
    member,
    badge: { ...badge, ...badgeChange },
    heldTags: [],
    award: undefined,
    awarded: 3,
    nowMs: NOW,
    ...change,
  };
}

const failing = (f: EligibilityFacts): CheckId[] =>
  eligibility(f)
    .checks.filter((c) => !c.passed)
    .map((c) => c.id);

describe('eligibility', () => {
  it('passes every check for a member of a live, open badge with room, and can be awarded then claimed', () => {
    const verdict = eligibility(facts());
    expect(verdict.checks.map((c) => c.id)).toEqual([
      'member',
      'gating-tag',
      'live',
      'window',
      'cap',
      'earned',
      'claimed',
    ]);
    expect(failing(facts())).toEqual([]);
    expect(verdict).toMatchObject({ canBeAwarded: true, claim: 'after-award' });
  });

  it('a wallet that is not a member can be awarded but not claim; the fix adds it', () => {
    const f = facts({ member: undefined });
    expect(failing(f)).toEqual(['member']);
    expect(eligibility(f)).toMatchObject({ canBeAwarded: true, claim: 'no' });
    expect(eligibility(f).checks[0]?.fix).toEqual({ kind: 'add-member', wallet: WALLET });
  });

  it('an unknown name or id has nothing to add', () => {
    const verdict = eligibility(facts({ member: undefined, wallet: undefined }));
    const check = verdict.checks[0];
    expect(check).toMatchObject({ passed: false, fix: undefined });
    expect(verdict).toMatchObject({ canBeAwarded: false, claim: 'no' });
    expect(check?.detail).toMatch(/No member has this name or id/);
  });

  it('a gated badge needs one of its tags; the fix offers them for the member', () => {
    const gated = facts({}, { tags: [lead] });
    expect(failing(gated)).toEqual(['gating-tag']);
    expect(eligibility(gated).claim).toBe('no');
    expect(eligibility(gated).canBeAwarded).toBe(true);
    expect(eligibility(gated).checks[1]?.fix).toEqual({ kind: 'add-tag', memberId: 'mem-1', tags: [lead] });
    expect(failing(facts({ heldTags: [lead] }, { tags: [lead] }))).toEqual([]);
  });

  it('a non-member cannot be given a gating tag before being added', () => {
    const f = facts({ member: undefined }, { tags: [lead] });
    expect(failing(f)).toEqual(['member', 'gating-tag']);
    expect(eligibility(f).checks[1]?.fix).toBeUndefined();
  });

  it('a badge that is not live stops both; only an approved one can be published from here', () => {
    const approved = facts({}, { status: 'approved' });
    expect(failing(approved)).toEqual(['live']);
    expect(eligibility(approved)).toMatchObject({ canBeAwarded: false, claim: 'no' });
    expect(eligibility(approved).checks[2]?.fix).toEqual({ kind: 'publish' });
    expect(eligibility(facts({}, { status: 'draft' })).checks[2]?.fix).toBeUndefined();
  });

  it('a claim window that has closed stops both, at the very end date too', () => {
    const closed = facts({}, { claimEndDate: '2026-11-24T12:00:00Z' });
    expect(failing(closed)).toEqual(['window']);
    expect(eligibility(closed)).toMatchObject({ canBeAwarded: false, claim: 'no' });
    expect(eligibility(closed).checks[3]?.detail).toBe('Closed on 2026-11-24 12:00 UTC.');
    expect(failing(facts({}, { claimEndDate: undefined }))).toEqual([]);
  });

  it('a badge with every claim awarded refuses another award, not the wallet that holds one', () => {
    const full = facts({ awarded: 10 });
    expect(failing(full)).toEqual(['cap']);
    expect(eligibility(full)).toMatchObject({ canBeAwarded: false, claim: 'no' });
    expect(eligibility(full).checks[4]?.detail).toBe(
      '10 of 10 awarded: every claim the badge allows is taken.',
    );
    const holder = facts({ awarded: 10, award: { earnedAt: '2026-11-01T00:00:00Z', claimedAt: null } });
    expect(failing(holder)).toEqual(['earned']);
  });

  it('an earned award cannot be given again but can be claimed', () => {
    const earned = facts({ award: { earnedAt: '2026-11-01T00:00:00Z', claimedAt: null } });
    expect(failing(earned)).toEqual(['earned']);
    expect(eligibility(earned)).toMatchObject({ canBeAwarded: false, claim: 'yes' });
  });

  it('a claimed award can neither be given again nor claimed again', () => {
    const claimed = facts({ award: { earnedAt: '2026-11-01T00:00:00Z', claimedAt: '2026-11-02T00:00:00Z' } });
    expect(failing(claimed)).toEqual(['earned', 'claimed']);
    expect(eligibility(claimed)).toMatchObject({ canBeAwarded: false, claim: 'no' });
    expect(eligibility(claimed).checks[6]?.detail).toBe('Already claimed on 2026-11-02 00:00 UTC.');
  });
});
