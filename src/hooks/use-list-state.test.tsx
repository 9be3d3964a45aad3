import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { urlParam } from '../lib/url-params';
import { listSearch, useListState } from './use-list-state';

const members = listSearch(25).extend({ tag: urlParam.text(), collection: urlParam.list() });

function at(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

function useWithLocation<T>(read: () => T) {
  return { value: read(), search: useLocation().search };
}

describe('useListState', () => {
  it('goes back to page 1 on a filter or page-size change, and clears filters but not the page size', () => {
    const { result } = renderHook(() => useWithLocation(() => useListState(members)), {
      wrapper: at('/m?page=3&perPage=50'),
    });
    expect(result.current.value).toMatchObject({ page: 3, perPage: 50, hasFilters: false });
    act(() => result.current.value.setFilter('tag', 't1'));
    expect(result.current.search).toBe('?perPage=50&tag=t1');
    expect(result.current.value.filters).toEqual({ tag: 't1', collection: [] });
    expect(result.current.value.hasFilters).toBe(true);
    act(() => result.current.value.setFilter('collection', ['a', 'b']));
    act(() => result.current.value.setPage(2));
    expect(result.current.search).toBe('?page=2&perPage=50&tag=t1&collection=a&collection=b');
    act(() => result.current.value.clearFilters());
    expect(result.current.search).toBe('?perPage=50');
    act(() => result.current.value.setPerPage(25));
    expect(result.current.search).toBe('');
  });

  it('counts a malformed filter as no filter', () => {
    const strict = listSearch(25).extend({ status: urlParam.optionalOneOf(['live']) });
    const { result } = renderHook(() => useListState(strict), { wrapper: at('/m?status=gone&page=x') });
    expect(result.current).toMatchObject({ page: 1, filters: { status: undefined }, hasFilters: false });
  });
});
