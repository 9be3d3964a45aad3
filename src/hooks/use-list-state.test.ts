import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, parsePaging } from './use-list-state';

const parse = (search: string, perPage?: number) => parsePaging(new URLSearchParams(search), perPage);

describe('parsePaging', () => {
  it('defaults to page 1 and the default page size', () => {
    expect(parse('')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parse('', 10)).toEqual({ page: 1, perPage: 10 });
  });
  it('reads a positive page and an offered page size', () => {
    expect(parse('page=3&perPage=50')).toEqual({ page: 3, perPage: 50 });
  });
  it('ignores junk, zero, negatives and sizes the UI does not offer', () => {
    expect(parse('page=abc&perPage=7')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parse('page=0')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
    expect(parse('page=-2&perPage=100000')).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE });
  });
});
