import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRuntime } from '../create-runtime';
import { createSandboxHandlers } from './handlers';

const API = 'http://sandbox.test/v1';

describe('a write is answered once its state is stored', () => {
  it('holds the answer of a bulk add until the persistence says the state is stored; reads do not wait', async () => {
    let store: (() => void) | undefined;
    const saves: number[] = [];
    const runtime = createRuntime({
      apiKey: 'k',
      bearerToken: 't',
      onChange: (take) => {
        saves.push(take().data.members.length);
        return new Promise<void>((resolve) => (store = resolve));
      },
    });
    const handlers = createSandboxHandlers(
      { apiBase: API, controlBase: 'http://sandbox.test/_control' },
      runtime,
    );
    const communityId = runtime.store.data.communities[0]?.id ?? '';
    const before = runtime.store.data.members.length;

    let answered = false;
    const write = getResponse(
      handlers,
      new Request(`${API}/community/${communityId}/member/bulk`, {
        method: 'POST',
        headers: { 'X-Api-Key': 'k', 'Content-Type': 'application/json' },
        body: JSON.stringify({ wallets: ['0x8ba1f109551bD432803012645Ac136ddd64DBA72'] }),
      }),
    ).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => saves).toEqual([before + 1]);
    const read = await getResponse(
      handlers,
      new Request(`${API}/community/${communityId}/member?perPage=1`, { headers: { 'X-Api-Key': 'k' } }),
    );
    expect(read?.status).toBe(200);
    expect(answered).toBe(false);

    store?.();
    expect((await write)?.status).toBe(201);
  });
});
