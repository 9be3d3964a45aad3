import { describe, expect, it } from 'vitest';
import {
  addCode,
  claimCodesKey,
  forgetBatch,
  noteCodeUse,
  parseBatches,
  readBatches,
  startBatch,
  type CodeStorage,
} from './claim-code-store';

function memoryStorage(): CodeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const key = claimCodesKey('https://api.example/v1', 'c1', 'b1');

describe('claim codes kept in this browser', () => {
  it('keeps each code of a batch as it arrives, newest batch first, per connection and badge', () => {
    const storage = memoryStorage();
    startBatch(key, { id: 'one', createdAt: '2031-01-01T00:00:00Z', requested: 2 }, storage);
    addCode(key, 'one', 'AAAA-BBBB', storage);
    startBatch(key, { id: 'two', createdAt: '2031-01-02T00:00:00Z', requested: 3 }, storage);
    addCode(key, 'two', 'CCCC-DDDD', storage);
    const batches = readBatches(key, storage);
    expect(batches.map((b) => [b.id, b.requested, b.codes.map((c) => c.code)])).toEqual([
      ['two', 3, ['CCCC-DDDD']],
      ['one', 2, ['AAAA-BBBB']],
    ]);
    expect(readBatches(claimCodesKey('https://other/v1', 'c1', 'b1'), storage)).toEqual([]);
    forgetBatch(key, 'two', storage);
    expect(readBatches(key, storage).map((b) => b.id)).toEqual(['one']);
  });

  it('notes a redemption in any case of the code; a later refusal does not hide it', () => {
    const storage = memoryStorage();
    startBatch(key, { id: 'one', createdAt: '2031-01-01T00:00:00Z', requested: 2 }, storage);
    addCode(key, 'one', 'AAAA-BBBB', storage);
    addCode(key, 'one', 'CCCC-DDDD', storage);
    noteCodeUse(
      key,
      'aaaa-bbbb',
      { outcome: 'redeemed', at: '2031-01-03T00:00:00Z', attributionId: 'a1' },
      storage,
    );
    noteCodeUse(
      key,
      'AAAA-BBBB',
      { outcome: 'refused', at: '2031-01-04T00:00:00Z', message: 'used' },
      storage,
    );
    noteCodeUse(
      key,
      'CCCC-DDDD',
      { outcome: 'refused', at: '2031-01-04T00:00:00Z', message: 'used' },
      storage,
    );
    const [batch] = readBatches(key, storage);
    expect(batch?.codes).toEqual([
      { code: 'AAAA-BBBB', use: { outcome: 'redeemed', at: '2031-01-03T00:00:00Z', attributionId: 'a1' } },
      { code: 'CCCC-DDDD', use: { outcome: 'refused', at: '2031-01-04T00:00:00Z', message: 'used' } },
    ]);
  });

  it('drops what is not a batch or a code from a hand-edited value', () => {
    expect(parseBatches('not json')).toEqual([]);
    expect(parseBatches('{"id": 1}')).toEqual([]);
    expect(
      parseBatches(
        JSON.stringify([
          {
            id: 'b',
            createdAt: '2031-01-01T00:00:00Z',
            codes: [{ code: 'X1' }, { nope: 1 }, { code: 'X2', use: { outcome: 'odd' } }],
          },
          { id: 'no-codes', createdAt: '2031-01-01T00:00:00Z' },
        ]),
      ),
    ).toEqual([
      { id: 'b', createdAt: '2031-01-01T00:00:00Z', requested: 2, codes: [{ code: 'X1' }, { code: 'X2' }] },
    ]);
  });
});
