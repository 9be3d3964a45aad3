import { describe, expect, it } from 'vitest';
import { newJob } from '../../features/jobs/job-state';
import type { ItemResult, Job } from '../../features/jobs/job-types';
import { bulkAwardedWallets } from './own-bulk-awards';

const API = 'https://api.example/v1';

function job(
  kind: string,
  params: unknown,
  lines: [wallet: string, result: ItemResult | null][],
  connection = API,
): Job {
  const made = newJob(
    { id: kind, kind, title: kind, connection, params, items: lines.map(([wallet]) => ({ wallet })), chunkSize: 10 },
    0,
  );
  return { ...made, results: lines.map(([, result]) => result) };
}

const done: ItemResult = { status: 'done' };

describe('the wallets this browser’s bulk jobs awarded the badge', () => {
  it('takes the done items of award jobs for this badge, community and connection, in lower case', () => {
    const badge = { communityId: 'c1', badgeId: 'b1' };
    const jobs = [
      job('badge-award', badge, [
        ['0xAA', done],
        ['0xBB', { status: 'skipped', reason: 'already been awarded' }],
        ['0xCC', { status: 'failed', message: 'no' }],
        ['0xDD', null],
      ]),
      job('badge-award-list', badge, [['0xEE', done]]),
      // Another badge, another community, another connection, another kind: none of them.
      job('badge-award', { ...badge, badgeId: 'b2' }, [['0x01', done]]),
      job('badge-award', { ...badge, communityId: 'c2' }, [['0x02', done]]),
      job('badge-award', badge, [['0x03', done]], 'https://other.example/v1'),
      job('member-bulk-add', { communityId: 'c1', tags: [] }, [['0x04', done]]),
    ];
    expect(bulkAwardedWallets(jobs, API, 'c1', 'b1')).toEqual(['0xaa', '0xee']);
  });
});
