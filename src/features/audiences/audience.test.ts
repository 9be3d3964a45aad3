import { describe, expect, it } from 'vitest';
import {
  audienceFromParam,
  audienceFromSearch,
  audienceTagIds,
  audienceToParam,
  describeAudience,
  evaluateAudience,
  needsWholeCommunity,
  withAudience,
  type Audience,
} from './audience';

const m = (id: string) => ({ id });
const TAGS: Record<string, { id: string }[]> = {
  a: [m('1'), m('2'), m('3')],
  b: [m('2'), m('4')],
  c: [m('3'), m('5')],
};
const COMMUNITY = ['1', '2', '3', '4', '5', '6'].map(m);
const membersOf = (tagId: string) => TAGS[tagId] ?? [];
const ids = (audience: Audience, community?: { id: string }[]) =>
  evaluateAudience(audience, membersOf, community).map((x) => x.id);

describe('evaluateAudience', () => {
  it('A AND NOT B keeps the members of A without B, from the tags alone', () => {
    const audience: Audience = {
      join: 'all',
      rules: [
        { tagId: 'a', has: true },
        { tagId: 'b', has: false },
      ],
    };
    expect(needsWholeCommunity(audience)).toBe(false);
    expect(ids(audience)).toEqual(['1', '3']);
  });

  it('A AND B AND C intersects, A OR B unites (each member once)', () => {
    expect(
      ids({
        join: 'all',
        rules: [
          { tagId: 'a', has: true },
          { tagId: 'b', has: true },
        ],
      }),
    ).toEqual(['2']);
    expect(
      ids({
        join: 'any',
        rules: [
          { tagId: 'a', has: true },
          { tagId: 'b', has: true },
        ],
      }),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('NOT B alone, and A OR NOT C, are answered from the whole community', () => {
    const notB: Audience = { join: 'all', rules: [{ tagId: 'b', has: false }] };
    expect(needsWholeCommunity(notB)).toBe(true);
    expect(ids(notB, COMMUNITY)).toEqual(['1', '3', '5', '6']);
    const aOrNotC: Audience = {
      join: 'any',
      rules: [
        { tagId: 'a', has: true },
        { tagId: 'c', has: false },
      ],
    };
    expect(needsWholeCommunity(aOrNotC)).toBe(true);
    expect(ids(aOrNotC, COMMUNITY).sort()).toEqual(['1', '2', '3', '4', '6']);
    expect(() => ids(notB)).toThrow(/whole community/);
  });

  it('matches no one without a rule naming a tag, and ignores rows with no tag chosen', () => {
    expect(ids({ join: 'all', rules: [] })).toEqual([]);
    expect(ids({ join: 'all', rules: [{ tagId: '', has: true }] })).toEqual([]);
    expect(
      ids({
        join: 'all',
        rules: [
          { tagId: 'c', has: true },
          { tagId: '', has: false },
        ],
      }),
    ).toEqual(['3', '5']);
  });

  it('lists each tag once', () => {
    expect(
      audienceTagIds({
        join: 'any',
        rules: [
          { tagId: 'a', has: true },
          { tagId: 'a', has: false },
        ],
      }),
    ).toEqual(['a']);
  });
});

describe('the audience in the URL', () => {
  it('round-trips any tag id, the join and the negations', () => {
    const audience: Audience = {
      join: 'any',
      rules: [
        { tagId: 'tag-1', has: true },
        { tagId: '!odd, id:%/é', has: false },
        { tagId: '', has: true },
      ],
    };
    const param = audienceToParam(audience);
    expect(audienceFromParam(param)).toEqual(audience);
    const search = withAudience(new URLSearchParams('page=2'), audience);
    expect(audienceFromSearch(new URLSearchParams(search.toString()))).toEqual(audience);
    expect(search.get('page')).toBe('2');
  });

  it('reads a hand-written value and drops what it cannot read', () => {
    expect(
      audienceToParam({
        join: 'all',
        rules: [
          { tagId: 'a', has: true },
          { tagId: 'b', has: false },
        ],
      }),
    ).toBe('all:a,!b');
    expect(audienceFromParam('all:a,!%E0%A4%A,b')).toEqual({
      join: 'all',
      rules: [
        { tagId: 'a', has: true },
        { tagId: 'b', has: true },
      ],
    });
    expect(audienceFromParam('most:a')).toEqual({ join: 'all', rules: [] });
    expect(audienceFromParam(null)).toEqual({ join: 'all', rules: [] });
    expect(
      withAudience(new URLSearchParams('audience=all:a'), { join: 'all', rules: [] }).has('audience'),
    ).toBe(false);
  });

  it('describes the audience in words', () => {
    const names: Record<string, string> = { a: 'Gold', b: 'Banned' };
    expect(
      describeAudience(
        {
          join: 'all',
          rules: [
            { tagId: 'a', has: true },
            { tagId: 'b', has: false },
          ],
        },
        (id) => names[id] ?? id,
      ),
    ).toBe('have Gold and do not have Banned');
  });
});
