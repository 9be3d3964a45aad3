import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { vListMembersResponse, vListWebhooksResponse } from './generated/valibot.gen';
import {
  checkRecordsOneByOne,
  describeSkippedRecords,
  invalidRecordsOf,
  skippedRecordsTally,
} from './record-validation';

/** The generated SDK's validator of an operation's answer, as it calls it. */
const validatorOf = (schema: v.GenericSchema) => async (data: unknown) => await v.parseAsync(schema, data);

const members = validatorOf(vListMembersResponse);
const page = (results: unknown[], total = results.length) => ({ results, total, page: 1, perPage: 25 });

describe('checkRecordsOneByOne', () => {
  it('keeps a valid page as it is, with no record left out', async () => {
    const answer = page([{ id: 'm1' }, { id: 'm2' }]);
    const checked = await checkRecordsOneByOne(answer, members);
    expect(checked).toBe(answer);
    expect(invalidRecordsOf(checked)).toEqual([]);
  });

  it('keeps the good records of a page and marks the one with a wrongly typed field', async () => {
    const answer = page([{ id: 'm1' }, { id: 'm2', wallet: 12 }, { id: 'm3' }]);
    const checked = (await checkRecordsOneByOne(answer, members)) as { results: unknown[]; total: number };
    expect(checked.results).toEqual([{ id: 'm1' }, { id: 'm3' }]);
    expect(checked.total).toBe(3);
    expect(invalidRecordsOf(checked)).toEqual([
      {
        index: 1,
        id: 'm2',
        issues: [
          {
            field: 'wallet',
            expected: 'string',
            received: '12',
            message: 'Invalid type: Expected string but received 12',
          },
        ],
      },
    ]);
  });

  it('marks a record that is not an object at all, without an id', async () => {
    const checked = await checkRecordsOneByOne(page([null, { id: 'm2' }]), members);
    expect(invalidRecordsOf(checked)).toEqual([
      expect.objectContaining({
        index: 0,
        issues: [expect.objectContaining({ field: '(record)', received: 'null' })],
      }),
    ]);
    expect(invalidRecordsOf(checked)[0]).not.toHaveProperty('id');
  });

  it('fails the whole page, as before, when its envelope breaks the contract', async () => {
    const answer = { results: [{ id: 'm1' }, { id: 'm2', wallet: 12 }], total: 'two', page: 1, perPage: 25 };
    await expect(checkRecordsOneByOne(answer, members)).rejects.toThrow(
      'Invalid type: Expected number but received "two"',
    );
  });

  it('fails the whole page when `results` is not a list', async () => {
    await expect(
      checkRecordsOneByOne({ results: {}, total: 0, page: 1, perPage: 25 }, members),
    ).rejects.toThrow();
  });

  it('keeps the good records of a plain array answer (webhooks) and marks the bad one', async () => {
    const good = { id: 'w1', events: ['badge.created'], callbackUrl: 'https://example.com/hook' };
    const checked = await checkRecordsOneByOne(
      [good, { ...good, id: 'w2', callbackUrl: 7 }],
      validatorOf(vListWebhooksResponse),
    );
    expect(Array.isArray(checked) && [...(checked as unknown[])]).toEqual([good]);
    expect(invalidRecordsOf(checked)).toEqual([
      expect.objectContaining({
        index: 1,
        id: 'w2',
        issues: [expect.objectContaining({ field: 'callbackUrl' })],
      }),
    ]);
  });

  it('leaves a detail answer strict: a record that is not a list fails whole', async () => {
    await expect(
      checkRecordsOneByOne({ id: 'm1', wallet: 12 }, validatorOf(vListMembersResponse)),
    ).rejects.toThrow();
  });
});

describe('skipped records of a whole read', () => {
  it('counts each left-out record once by its id, and says which and why', async () => {
    const tally = skippedRecordsTally();
    const first = await checkRecordsOneByOne(page([{ id: 'm1' }, { id: 'm2', wallet: 12 }], 4), members);
    const again = await checkRecordsOneByOne(
      page(
        [
          { id: 'm2', wallet: 12 },
          { id: 'm3', role: 5 },
        ],
        4,
      ),
      members,
    );
    expect(tally.add(first)).toEqual({ sent: 1, fresh: 1 });
    expect(tally.add(again)).toEqual({ sent: 2, fresh: 1 });
    const skipped = tally.result();
    expect(skipped?.count).toBe(2);
    expect(describeSkippedRecords(skipped!)).toBe(
      '2 records do not match the API contract and were left out (the first, id m2, wallet: expected string, received 12)',
    );
  });
});
