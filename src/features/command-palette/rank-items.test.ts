import { describe, expect, it } from 'vitest';
import type { PaletteItem } from './palette-item';
import { rankItems } from './rank-items';

const item = (
  label: string,
  group: PaletteItem['group'],
  to = `/${label}`,
  keywords?: string[],
): PaletteItem => ({
  label,
  group,
  to,
  keywords,
});

const early = item('Early Supporter', 'Badges');
const award = item('Award Early Supporter', 'Actions');
const tag = item('Supporters', 'Tags');
const page = item('Members', 'Pages');
const member = item('luckybuilder.eth', 'Members', '/m/1', [
  '0xabc0000000000000000000000000000000000001',
  'm-1',
]);

describe('rankItems', () => {
  it('keeps the entries holding every word typed, in any case', () => {
    const { recent, others } = rankItems([early, award, tag, page], 'SUPP ear', []);
    expect(recent).toEqual([]);
    expect(others.map((i) => i.label)).toEqual(['Early Supporter', 'Award Early Supporter']);
  });

  it('puts a name starting with what was typed before one containing it', () => {
    const { others } = rankItems([award, early], 'early', []);
    expect(others.map((i) => i.label)).toEqual(['Early Supporter', 'Award Early Supporter']);
  });

  it('finds a member by wallet or id, below entries matched by name', () => {
    expect(rankItems([member], '0xABC', []).others).toEqual([member]);
    expect(rankItems([member], 'm-1', []).others).toEqual([member]);
    const byName = item('m-1 rollout', 'Badges');
    expect(rankItems([member, byName], 'm-1', []).others.map((i) => i.label)).toEqual([
      'm-1 rollout',
      'luckybuilder.eth',
    ]);
  });

  it('lists recently opened entries first, most recent first, then the others', () => {
    const { recent, others } = rankItems([early, award, tag], 'supp', [tag.to, award.to]);
    expect(recent.map((i) => i.label)).toEqual(['Supporters', 'Award Early Supporter']);
    expect(others.map((i) => i.label)).toEqual(['Early Supporter']);
  });

  it('with nothing typed, lists recent entries and then only the idle ones', () => {
    const { recent, others } = rankItems([early, award, page], '', [early.to], (i) => i.group === 'Pages');
    expect(recent).toEqual([early]);
    expect(others).toEqual([page]);
  });

  it('keeps one entry per page, the first given', () => {
    const stale = { ...early, label: 'Old name' };
    expect(rankItems([early, stale], '', []).others).toEqual([early]);
  });
});
