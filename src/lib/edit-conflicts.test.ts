import { describe, expect, it } from 'vitest';
import { changedFields, conflictRows, sameValue, valueText } from './edit-conflicts';

describe('changedFields', () => {
  const before = { title: 'Early', description: 'First', maxClaims: '10', tags: ['a', 'b'] };

  it('lists the fields whose value differs, in the order given, and only among those given', () => {
    const after = { ...before, title: 'Earlier', maxClaims: '20', tags: ['a', 'b'] };
    expect(changedFields(before, after, ['maxClaims', 'title', 'description', 'tags'])).toEqual([
      'maxClaims',
      'title',
    ]);
    expect(changedFields(before, after, ['description'])).toEqual([]);
  });

  it('counts a reordered list as a change, since saving would write the old order back', () => {
    expect(changedFields(before, { ...before, tags: ['b', 'a'] }, ['tags'])).toEqual(['tags']);
    expect(changedFields(before, { ...before, tags: ['a'] }, ['tags'])).toEqual(['tags']);
  });

  it('compares nested objects key by key, whatever the order of their keys', () => {
    const a: { metadata: Record<string, unknown> } = {
      metadata: { score: 10, team: { name: 'red', size: 3 } },
    };
    expect(
      changedFields(a, { metadata: { team: { size: 3, name: 'red' }, score: 10 } }, ['metadata']),
    ).toEqual([]);
    expect(
      changedFields(a, { metadata: { score: 10, team: { name: 'blue', size: 3 } } }, ['metadata']),
    ).toEqual(['metadata']);
    expect(changedFields(a, { metadata: { score: 10, team: 'red' } }, ['metadata'])).toEqual(['metadata']);
  });

  it('takes an empty value and a missing one as the same, but not an empty one and a value', () => {
    type Loose = { chainId?: string | null; metadata?: Record<string, unknown>; tags?: string[] };
    const empty: Loose = { chainId: '', metadata: { note: '' }, tags: [] };
    const missing: Loose = { chainId: null, metadata: {} };
    expect(changedFields(empty, missing, ['chainId', 'metadata', 'tags'])).toEqual([]);
    expect(changedFields(missing, {}, ['chainId', 'metadata', 'tags'])).toEqual([]);
    expect(
      changedFields(empty, { chainId: '0', metadata: { note: 'x' }, tags: [''] }, [
        'chainId',
        'metadata',
        'tags',
      ]),
    ).toEqual(['chainId', 'metadata', 'tags']);
    expect(sameValue(0, '')).toBe(false);
  });
});

describe('conflictRows', () => {
  const opened = { title: 'Early', description: 'First', type: 'achievement' };

  it('lists what changed elsewhere: preset to mine where the admin changed it too, to theirs where not', () => {
    const latest = { title: 'Renamed elsewhere', description: 'Edited elsewhere', type: 'achievement' };
    const typed = { title: 'Early', description: 'Mine', type: 'attendance' };
    expect(conflictRows({ opened, latest, typed }, ['title', 'description', 'type'])).toEqual([
      { field: 'title', theirs: 'Renamed elsewhere', yours: 'Early', preset: 'theirs' },
      { field: 'description', theirs: 'Edited elsewhere', yours: 'Mine', preset: 'mine' },
    ]);
  });

  it('needs no choice where both made the same change, or where nothing changed elsewhere', () => {
    const latest = { ...opened, title: 'Same' };
    expect(conflictRows({ opened, latest, typed: { ...opened, title: 'Same' } }, ['title'])).toEqual([]);
    expect(conflictRows({ opened, latest: opened, typed: { ...opened, title: 'Mine' } }, ['title'])).toEqual(
      [],
    );
  });
});

describe('valueText', () => {
  it('shows lists joined, objects as JSON, and empty values as such', () => {
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(valueText({ score: 1 })).toBe('{"score":1}');
    expect(valueText('')).toBe('(empty)');
    expect(valueText('<b>x</b>')).toBe('<b>x</b>');
  });
});
