import { describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../testing/fake-worker';
import { BATCH_SIZE, walletCsvHandlers, type WalletCsvMessage } from './csv-protocol';
import { readWalletCsv } from './read-wallet-csv';
import { EIP55, walletNumber } from './test-wallets';

const [A, B, C] = EIP55;

/** Stands in for the module worker: the same handlers, answering through message events. */
function fakeWorker() {
  const worker = new FakeWorker(walletCsvHandlers);
  return { worker, createWorker: () => worker };
}

/** The messages of the file the worker sent the page. */
function sentByWorker(worker: FakeWorker): WalletCsvMessage[] {
  return worker.answered.flatMap(({ message }) => {
    const { rpc, event } = message as { rpc: string; event?: WalletCsvMessage };
    return rpc === 'event' && event ? [event] : [];
  });
}

describe('readWalletCsv', () => {
  it('reads on this thread where there is no Worker, with the same report', async () => {
    expect(typeof Worker).toBe('undefined');
    const report = await readWalletCsv(`wallet,tags\n${A},vip\n${A}\nnope,x\n${C},`, {
      existing: { wallets: [C], message: 'Already a member' },
    });
    expect(report.walletColumn).toEqual({ index: 0, name: 'wallet' });
    expect(report.columns).toEqual([{ name: 'tags', index: 1, type: 'list' }]);
    expect(report.valid).toEqual([{ line: 2, address: A, fields: { tags: ['vip'] } }]);
    expect(report.problems.map((p) => [p.line, p.reason])).toEqual([
      [3, 'duplicate'],
      [4, 'invalid-address'],
      [5, 'existing'],
    ]);
  });

  it('reads a dropped file (a Blob)', async () => {
    const report = await readWalletCsv(new Blob([`\ufeff${A}\r\n${B}\r\n`]), { createWorker: null });
    expect(report.valid.map((r) => [r.line, r.address])).toEqual([
      [1, A],
      [2, B],
    ]);
  });

  it('collects the worker batches in order, reports progress, and stops the worker when done', async () => {
    const rows = Array.from({ length: BATCH_SIZE * 2 + 10 }, (_, i) => walletNumber(i));
    const text = ['wallet', ...rows, 'bad-1', 'bad-2'].join('\n');
    const { worker, createWorker } = fakeWorker();
    const phases = new Set<string>();
    const report = await readWalletCsv(text, { createWorker, onProgress: (phase) => phases.add(phase) });
    expect(report.valid).toHaveLength(rows.length);
    expect(report.valid[BATCH_SIZE]).toEqual({ line: BATCH_SIZE + 2, address: rows[BATCH_SIZE], fields: {} });
    expect(report.problems.map((p) => p.line)).toEqual([rows.length + 2, rows.length + 3]);
    expect(
      sentByWorker(worker)
        .filter((m) => m.type === 'valid')
        .map((m) => m.rows.length),
    ).toEqual([BATCH_SIZE, BATCH_SIZE, 10]);
    expect([...phases]).toEqual(['read', 'parse', 'validate']);
    expect(worker.terminated).toBe(true);
  });

  it('rejects with an AbortError and stops the worker when cancelled', async () => {
    const { worker, createWorker } = fakeWorker();
    const controller = new AbortController();
    const reading = readWalletCsv(A, { createWorker, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('rejects with the reason when the file cannot be read', async () => {
    const broken = new Blob(['x']);
    vi.spyOn(broken, 'text').mockRejectedValue(new Error('The file was moved'));
    await expect(readWalletCsv(broken, { createWorker: fakeWorker().createWorker })).rejects.toThrow(
      'The file was moved',
    );
    await expect(readWalletCsv(broken, { createWorker: null })).rejects.toThrow('The file was moved');
  });
});
