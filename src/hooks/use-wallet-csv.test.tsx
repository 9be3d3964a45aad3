import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EIP55 } from '../lib/csv/test-wallets';
import { useWalletCsv } from './use-wallet-csv';

const [A, B] = EIP55;

describe('useWalletCsv', () => {
  it('goes from idle through reading to the report, and back to idle on reset', async () => {
    const { result } = renderHook(() => useWalletCsv({ createWorker: null }));
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => result.current.read(`wallet\n${A}\n${B}`, { wallets: [B], message: 'Already a member' }));
    expect(result.current.state.status).toBe('reading');
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const { state } = result.current;
    expect(state.status === 'done' && state.report.valid.map((r) => r.address)).toEqual([A]);
    expect(state.status === 'done' && state.report.problems.map((p) => [p.line, p.reason])).toEqual([
      [3, 'existing'],
    ]);
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('keeps only the latest read, even when an earlier one finishes later', async () => {
    const { result } = renderHook(() => useWalletCsv({ createWorker: null }));
    let releaseSlow: (text: string) => void = () => undefined;
    const slow = new Blob([]);
    slow.text = () => new Promise<string>((resolve) => (releaseSlow = resolve));
    act(() => result.current.read(slow));
    act(() => result.current.read(`${A}\n${B}`));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    await act(async () => {
      releaseSlow(A);
      await Promise.resolve();
    });
    const { state } = result.current;
    expect(state.status === 'done' && state.report.valid).toHaveLength(2);
  });

  it('shows why a file could not be read', async () => {
    const { result } = renderHook(() => useWalletCsv({ createWorker: null }));
    const broken = new Blob(['x']);
    broken.text = () => Promise.reject(new Error('The file was moved'));
    act(() => result.current.read(broken));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'error', message: 'The file was moved' }),
    );
  });
});
