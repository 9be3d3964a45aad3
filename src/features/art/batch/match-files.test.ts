import { describe, expect, it } from 'vitest';
import { matchFiles, normaliseName, resolveChoices } from './match-files';

const badges = [
  { id: 'b1', title: 'Spring Hackathon 2025' },
  { id: 'b2', title: 'Café Regular' },
  { id: 'b3', title: 'Early-Bird' },
  { id: 'b4', title: 'early bird' },
  { id: 'zz-42', title: 'Mystery' },
];

describe('normaliseName', () => {
  it('drops case, accents, separators and (for files) the extension', () => {
    expect(normaliseName('Spring_Hackathon-2025.PNG', { isFileName: true })).toBe('spring hackathon 2025');
    expect(normaliseName('  Café   Regular!! ')).toBe('cafe regular');
    expect(normaliseName('v1.2 release.webp', { isFileName: true })).toBe('v1 2 release');
  });

  it('keeps a title’s last word that looks like an extension', () => {
    expect(normaliseName('Node.js')).toBe('node js');
  });
});

describe('matchFiles', () => {
  it('matches files to badges by normalised title, then by id, and marks the rest unmatched', () => {
    expect(
      matchFiles(
        ['spring-hackathon-2025.jpg', 'CAFE_REGULAR.webp', 'zz-42.gif', 'holiday.png', 'Early Bird.svg'],
        badges,
      ),
    ).toEqual([
      { status: 'matched', badgeId: 'b1' },
      { status: 'matched', badgeId: 'b2' },
      { status: 'matched', badgeId: 'zz-42' },
      { status: 'unmatched' },
      // Two badges share the name: the first listed takes it.
      { status: 'matched', badgeId: 'b3' },
    ]);
  });

  it('gives a badge one file: a second file with the same name is a duplicate', () => {
    expect(matchFiles(['mystery.png', 'Mystery.webp'], badges)).toEqual([
      { status: 'matched', badgeId: 'zz-42' },
      { status: 'duplicate', badgeId: 'zz-42' },
    ]);
  });

  it('an empty name matches nothing', () => {
    expect(matchFiles(['', '.png'], [{ id: 'b', title: '' }])).toEqual([
      { status: 'unmatched' },
      { status: 'unmatched' },
    ]);
  });
});

describe('resolveChoices', () => {
  const matches = matchFiles(['mystery.png', 'holiday.png', 'cafe regular.png'], badges);

  it('a choice by hand overrides the match; an empty choice leaves the file out', () => {
    const { badgeIds, conflicts } = resolveChoices(matches, { 1: 'b1', 2: '' });
    expect(badgeIds).toEqual(['zz-42', 'b1', undefined]);
    expect(conflicts.size).toBe(0);
  });

  it('two files pointing at one badge are both flagged', () => {
    const { conflicts } = resolveChoices(matches, { 1: 'zz-42' });
    expect([...conflicts]).toEqual([0, 1]);
  });
});
