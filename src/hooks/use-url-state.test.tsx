import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { urlParam } from '../lib/url-params';
import { urlSchema } from '../lib/url-state';
import { useUrlState } from './use-url-state';

const board = urlSchema({
  metric: urlParam.oneOf(['score', 'rank'], 'score'),
  compare: urlParam.text(),
});
const audienceOwned = urlSchema({ job: urlParam.text() });

function at(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

function useWithLocation<T>(read: () => T) {
  return { value: read(), search: useLocation().search, navigation: useNavigationType() };
}

describe('useUrlState', () => {
  it('reads the schema’s state and never hands malformed or unknown params to the page', () => {
    const { result } = renderHook(() => useUrlState(board), {
      wrapper: at('/b?metric=height&compare=%20&x=1'),
    });
    expect(result.current[0]).toEqual({ metric: 'score', compare: undefined });
  });

  it('writes only values that differ from their fallback, pushing a history entry', () => {
    const { result } = renderHook(() => useWithLocation(() => useUrlState(board)), { wrapper: at('/b') });
    act(() => result.current.value[1]({ metric: 'rank' }));
    expect(result.current.search).toBe('?metric=rank');
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.value[1]({ metric: 'score' }));
    expect(result.current.search).toBe('');
  });

  it('replaces the history entry when asked, by default or per write', () => {
    const { result } = renderHook(() => useWithLocation(() => useUrlState(board, { replace: true })), {
      wrapper: at('/b'),
    });
    act(() => result.current.value[1]({ compare: 's1' }));
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.value[1]({ compare: 's2' }, { replace: false }));
    expect(result.current.navigation).toBe('PUSH');
  });

  it('applies an updater to the state the URL holds, and keeps params another hook owns', () => {
    const { result } = renderHook(
      () => ({ board: useUrlState(board), job: useUrlState(audienceOwned), search: useLocation().search }),
      { wrapper: at('/b?job=j1&metric=rank') },
    );
    act(() => result.current.board[1]((current) => ({ compare: current.metric })));
    expect(result.current.search).toBe('?job=j1&metric=rank&compare=rank');
    act(() => result.current.job[1]({ job: undefined }));
    expect(result.current.search).toBe('?metric=rank&compare=rank');
    expect(result.current.job[0]).toEqual({ job: undefined });
  });

  it('drops every other param on an exclusive write', () => {
    const { result } = renderHook(() => useWithLocation(() => useUrlState(audienceOwned)), {
      wrapper: at('/b?audience=all:t1&page=2'),
    });
    act(() => result.current.value[1]({ job: 'j9' }, { exclusive: true }));
    expect(result.current.search).toBe('?job=j9');
  });

  it('keeps the same state object while its own params do not change', () => {
    const { result } = renderHook(() => ({ board: useUrlState(board), job: useUrlState(audienceOwned) }), {
      wrapper: at('/b?metric=rank'),
    });
    const before = result.current.board[0];
    act(() => result.current.job[1]({ job: 'j2' }));
    expect(result.current.board[0]).toBe(before);
  });
});
