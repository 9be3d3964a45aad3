import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { defineJobKind, eachItem, jobKind } from './job-kinds';
import { jobResultsCsv, jobResultsFileName } from './job-results-csv';
import { newJob } from './job-state';
import type { ItemResult, RunContext } from './job-types';
import { memberBulkAddKind } from './member-bulk-add-kind';

const context: RunContext<null> = {
  params: null,
  signal: new AbortController().signal,
  attempt: 1,
  uncertain: [],
};

describe('defineJobKind', () => {
  it('registers the kind by name and refuses a chunk size below 1', () => {
    const kind = defineJobKind<{ wallet: string }, null>({
      kind: 'kinds-test',
      chunkSize: 5,
      describe: (item) => item.wallet,
      run: (chunk) => Promise.resolve(chunk.map(() => ({ status: 'done' as const }))),
    });
    expect(jobKind('kinds-test')?.describe({ wallet: '0xA' })).toBe('0xA');
    expect(kind.chunkSize).toBe(5);
    expect(() => defineJobKind({ ...kind, kind: 'bad', chunkSize: 0 })).toThrow(/chunkSize/);
  });
});

describe('eachItem', () => {
  it('sends items one at a time, turning errors into outcomes', async () => {
    const sent: string[] = [];
    const outcomes = await eachItem(['a', 'b', 'c'], context, (item) => {
      sent.push(item);
      if (item === 'b')
        return Promise.reject(new ApiError({ status: 400, message: 'b refused', operation: 'op' }));
      return Promise.resolve(item === 'c' ? { status: 'skipped', reason: 'already' } : undefined);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'error', 'skipped']);
  });

  it('stops sending after a refusal worth retrying; the rest carry it, never sent, to be retried after the wait', async () => {
    const sent: string[] = [];
    const busy = new ApiError({ status: 429, message: 'slow down', operation: 'op' });
    const outcomes = await eachItem(['a', 'b', 'c', 'd'], context, (item) => {
      sent.push(item);
      return item === 'b' ? Promise.reject(busy) : Promise.resolve(undefined);
    });
    expect(sent).toEqual(['a', 'b']);
    expect(outcomes).toEqual([
      { status: 'done' },
      { status: 'error', error: busy },
      { status: 'error', error: busy, notSent: true },
      { status: 'error', error: busy, notSent: true },
    ]);
  });

  it('goes on after a lost answer (no refusal), and sends nothing once the chunk is stopped', async () => {
    const sent: string[] = [];
    const cut = new ApiError({
      status: 0,
      kind: 'network',
      message: 'Could not reach the API',
      operation: 'op',
    });
    const stop = new AbortController();
    const outcomes = await eachItem(['a', 'b', 'c', 'd'], { ...context, signal: stop.signal }, (item) => {
      sent.push(item);
      if (item === 'c') stop.abort(cut);
      return item === 'b' ? Promise.reject(cut) : Promise.resolve(undefined);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(outcomes).toEqual([
      { status: 'done' },
      { status: 'error', error: cut },
      { status: 'done' },
      { status: 'error', error: cut, notSent: true },
    ]);
  });
});

describe('jobResultsCsv', () => {
  it('writes one line per item with its status and message, pending for items not reached', () => {
    const results: (ItemResult | null)[] = [
      { status: 'done' },
      { status: 'skipped', reason: 'Already a member' },
      { status: 'failed', message: 'wallets must be valid' },
      null,
    ];
    const job = {
      ...newJob(
        {
          id: 'j',
          kind: 'kinds-test',
          title: 'T',
          connection: 'c',
          params: null,
          items: [
            { wallet: '0xA', line: 2 },
            { wallet: '0xB', line: 3 },
            { wallet: '0xC', line: 5 },
            { wallet: '0xD', line: 6 },
          ],
          chunkSize: 2,
        },
        1,
      ),
      results,
    };
    expect(jobResultsCsv(job).split('\r\n')).toEqual([
      'item,status,message',
      '0xA,done,',
      '0xB,skipped,Already a member',
      '0xC,failed,wallets must be valid',
      '0xD,pending,',
    ]);
    const columns = [
      { header: 'line', value: (item: { wallet: string; line: number }) => item.line },
      { header: 'wallet', value: (item: { wallet: string; line: number }) => item.wallet },
    ];
    expect(jobResultsCsv(job, columns).split('\r\n').slice(0, 2)).toEqual([
      'line,wallet,status,message',
      '2,0xA,done,',
    ]);
  });

  it("uses the kind's own columns and words: a member import says added, with the file's line", () => {
    const job = {
      ...newJob(
        {
          id: 'm',
          kind: memberBulkAddKind.kind,
          title: 'Import',
          connection: 'c',
          params: { communityId: 'c1', tags: [] },
          items: [
            { wallet: '0xA', line: 2 },
            { wallet: '0xB', line: 4 },
            { wallet: '0xC', line: 5 },
          ],
          chunkSize: 100,
        },
        1,
      ),
      results: [
        { status: 'done' },
        { status: 'skipped', reason: 'Already a member' },
        { status: 'failed', message: 'Internal Server Error (gave up after 6 attempts).' },
      ] satisfies ItemResult[],
    };
    expect(jobResultsCsv(job).split('\r\n')).toEqual([
      'line,wallet,status,message',
      '2,0xA,added,',
      '4,0xB,skipped,Already a member',
      '5,0xC,failed,Internal Server Error (gave up after 6 attempts).',
    ]);
    expect(
      jobResultsFileName({ title: 'Import 975 members into Nouns!', createdAt: Date.UTC(2026, 2, 1) }),
    ).toBe('import-975-members-into-nouns-2026-03-01-results.csv');
  });
});
