import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, paginate, paginateWith, parsePaging } from './paging';
import { catchError } from './test-support';

const items = Array.from({ length: 250 }, (_, i) => i + 1);

describe('paging', () => {
  it('defaults to page 1 of 100', () => {
    const page = paginate(items);
    expect(page).toMatchObject({ total: 250, perPage: 100, page: 1 });
    expect(page.results).toHaveLength(100);
    expect(page.results[0]).toBe(1);
  });

  it('accepts numeric strings from the URL', () => {
    const page = paginate(items, { page: '3', perPage: '100' });
    expect(page.results).toEqual(items.slice(200));
    expect(page.page).toBe(3);
  });

  it('returns an empty page past the end', () => {
    expect(paginate(items, { page: 9 }).results).toEqual([]);
  });

  it('caps perPage at 1000', () => {
    expect(parsePaging({ perPage: 5000 }).perPage).toBe(MAX_PER_PAGE);
  });

  it.each([
    ['page', 'abc'],
    ['page', '0'],
    ['page', '-1'],
    ['page', 1.5],
    ['perPage', '2.5'],
    ['perPage', 0],
    ['perPage', ['1', '2']],
  ])('refuses %s=%j naming the parameter', (field, value) => {
    const err = catchError(() => paginate(items, { [field]: value }));
    expect(err).toEqual({ status: 400, message: `${field} must be a positive integer`, field });
  });

  it('treats empty values as absent', () => {
    expect(parsePaging({ page: '', perPage: null })).toEqual({ page: 1, perPage: 100 });
  });

  it('maps only the page items', () => {
    let calls = 0;
    const page = paginateWith(items, { perPage: 10 }, (n) => {
      calls += 1;
      return String(n);
    });
    expect(calls).toBe(10);
    expect(page.results[0]).toBe('1');
  });
});
