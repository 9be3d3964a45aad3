import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { vGetBadgeLeaderboardResponse } from '../../api/generated/valibot.gen';
import { checkRecordsOneByOne } from '../../api/record-validation';
import type { RawEntry } from './board';
import { readBoard, type FetchBoardPage } from './read-board';

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const validate = async (data: unknown) => await v.parseAsync(vGetBadgeLeaderboardResponse, data);

describe('readBoard with an entry that breaks the contract', () => {
  it('reads on past the page that lost it and names it in the board’s notes', async () => {
    const sent: unknown[] = Array.from({ length: 15 }, (_, i) => ({
      wallet: wallet(i),
      metadata: { score: i },
    }));
    sent[3] = { wallet: 7, metadata: { score: 3 } };
    const asked: number[] = [];
    // Each page as the API client gives it: checked record by record.
    const fetchPage: FetchBoardPage = async ({ page, perPage }) => {
      asked.push(page);
      return (await checkRecordsOneByOne(
        sent.slice((page - 1) * perPage, page * perPage),
        validate,
      )) as RawEntry[];
    };
    const read = await readBoard(fetchPage, 'score', { signal: new AbortController().signal, pageSize: 10 });
    expect(asked).toEqual([1, 2]);
    expect(read.entries).toHaveLength(14);
    expect(read.incomplete).toBe(
      '1 record does not match the API contract and was left out (wallet: expected string, received 7)',
    );
  });
});
