import { describe, expect, it } from 'vitest';
import { sameSectionIn } from './paths';

describe('sameSectionIn (community switcher)', () => {
  it('keeps the section but not the record or the page', () => {
    expect(sameSectionIn('/communities/c1/members', 'c2')).toBe('/communities/c2/members');
    expect(sameSectionIn('/communities/c1/members/0xabc', 'c2')).toBe('/communities/c2/members');
    expect(sameSectionIn('/communities/c1/badges/b1/edit', 'c 2')).toBe('/communities/c%202/badges');
  });

  it('goes to the overview from the overview', () => {
    expect(sameSectionIn('/communities/c1', 'c2')).toBe('/communities/c2');
    expect(sameSectionIn('/communities/c1/', 'c2')).toBe('/communities/c2');
  });
});
