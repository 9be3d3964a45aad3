// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyConnection } from '../../api/client';
import { isReadCancelled } from '../../api/fetch-all-pages';
import { SANDBOX_API_KEY, sandboxBaseUrl } from '../../config/sandbox';
import { walletNumber } from '../../lib/csv/test-wallets';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';
import { chooseExistingCheck, findExistingMembers, type ExistingCheckProgress } from './existing-members';

const sandbox = setupSandbox();

beforeEach(() => {
  applyConnection({ mode: 'sandbox', baseUrl: sandboxBaseUrl(), apiKey: SANDBOX_API_KEY });
});

function community(): { id: string; wallets: string[] } {
  const members = sandbox.runtime.store.data.members;
  const id = members[0]?.communityId ?? '';
  return { id, wallets: members.filter((m) => m.communityId === id).map((m) => m.wallet) };
}

describe('chooseExistingCheck', () => {
  it('reads every page for a large file, looks each wallet up for a small one', () => {
    expect(chooseExistingCheck(10_000, 100_000)).toBe('pages');
    expect(chooseExistingCheck(50, 100_000)).toBe('lookups');
    expect(chooseExistingCheck(500, 100_000)).toBe('lookups');
    expect(chooseExistingCheck(501, 100_000)).toBe('pages');
    expect(chooseExistingCheck(6, 40)).toBe('pages');
    expect(chooseExistingCheck(5, 40)).toBe('lookups');
  });
});

describe('findExistingMembers over the sandbox', () => {
  it('reads the member pages for a list larger than a few lookups, and finds members in any case', async () => {
    const { id, wallets } = community();
    const members = wallets.slice(0, 3);
    const list = [
      ...members.map((w) => w.toUpperCase().replace('0X', '0x')),
      ...Array.from({ length: 17 }, (_, i) => walletNumber(5000 + i)),
    ];
    const seen = recordRequests(sandbox);
    const progress: ExistingCheckProgress[] = [];
    const check = await findExistingMembers(id, list, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(check.method).toBe('pages');
    expect([...check.members].sort()).toEqual(members.map((w) => w.toLowerCase()).sort());
    expect(seen.map((r) => new URL(r.url).search)).toEqual(['?page=1&perPage=1', '?page=1&perPage=1000']);
    expect(check.requests).toBe(2);
    expect(progress.at(-1)).toEqual({ method: 'pages', done: wallets.length, total: wallets.length });
  });

  it('looks up each wallet of a short list by address, a 404 meaning "not a member"', async () => {
    const { id, wallets } = community();
    const list = [wallets[0] ?? '', walletNumber(7000), walletNumber(7001)];
    const seen = recordRequests(sandbox);
    const check = await findExistingMembers(id, list, { signal: new AbortController().signal });
    expect(check.method).toBe('lookups');
    expect([...check.members]).toEqual([wallets[0]?.toLowerCase()]);
    expect(seen.filter((r) => /\/member\/0x/i.test(r.path))).toHaveLength(3);
    expect(check.requests).toBe(4);
  });

  it('fails on an error other than 404, and stops when cancelled', async () => {
    const { id } = community();
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'getMember', status: 503 }],
    };
    await expect(
      findExistingMembers(id, [walletNumber(1)], { signal: new AbortController().signal }),
    ).rejects.toMatchObject({ status: 503 });
    sandbox.runtime.faults = { ...sandbox.runtime.faults, forced: [] };
    const controller = new AbortController();
    const pending = findExistingMembers(
      id,
      Array.from({ length: 3 }, (_, i) => walletNumber(i)),
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    );
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isReadCancelled(error)).toBe(true);
  });
});
