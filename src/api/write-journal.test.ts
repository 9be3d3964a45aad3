// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { createTag, listMembers } from './generated/sdk.gen';
import { labelJobRequests } from './job-requests';
import { sendMembersBulk } from './resources/members';
import { journalWritesWith, type WriteOutcome, type WriteRecorder, type WriteRequest } from './write-journal';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: Response;
let recorded: { request: WriteRequest; outcome?: WriteOutcome }[];

beforeEach(() => {
  recorded = [];
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  vi.stubGlobal('fetch', () => Promise.resolve(answer));
  journalWritesWith(() =>
    Promise.resolve((request: WriteRequest) => {
      const line: (typeof recorded)[number] = { request };
      recorded.push(line);
      return (outcome) => (line.outcome = outcome);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the journal hook of the API client', () => {
  it('hands a job’s write to the recorder with its job, operation, ids and answer', async () => {
    const signal = new AbortController().signal;
    labelJobRequests(signal, 'job-7');
    answer = json({ added: ['0x1'], skipped: [] }, 201);
    await sendMembersBulk('c1', { wallets: ['0x1'] }, signal);
    // The answer's body is read from a clone, beside the page's own reading of it.
    await vi.waitFor(() => expect(recorded[0]?.outcome).toBeDefined());
    expect(recorded).toEqual([
      {
        request: expect.objectContaining({
          method: 'POST',
          url: '/community/{id}/member/bulk',
          path: { id: 'c1' },
          body: { wallets: ['0x1'] },
          connection: { mode: 'live', baseUrl: 'https://api.example.test/v1' },
          jobId: 'job-7',
        }) as unknown,
        outcome: { status: 201, ok: true, answer: { added: ['0x1'], skipped: [] } },
      },
    ]);
  });

  it('hands a refusal over with the service’s message, and leaves reads out', async () => {
    answer = json({ statusCode: 409, message: 'A tag named "x" already exists', error: 'Conflict' }, 409);
    await createTag({ path: { id: 'c1' }, body: { name: 'x' } });
    answer = json({ total: 0, page: 1, perPage: 1, results: [] });
    await listMembers({ path: { id: 'c1' }, query: { page: 1, perPage: 1 } });
    await vi.waitFor(() => expect(recorded[0]?.outcome).toBeDefined());
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.request.jobId).toBeUndefined();
    expect(recorded[0]?.outcome).toEqual({
      status: 409,
      ok: false,
      message: expect.stringContaining('A tag named "x" already exists') as unknown,
    });
  });
});

describe('the journal never holds a write back', () => {
  it('sends the first write before the recorder has loaded, and records it once it has', async () => {
    let loaded: (recorder: WriteRecorder) => void = () => undefined;
    journalWritesWith(() => new Promise<WriteRecorder>((resolve) => (loaded = resolve)));
    const sent: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      sent.push(request.method);
      return Promise.resolve(json({ id: 't1', name: 'x' }, 201));
    });
    const saving = createTag({ path: { id: 'c1' }, body: { name: 'x' } });
    await vi.waitFor(() => expect(sent).toEqual(['POST']));
    expect(recorded).toEqual([]);
    loaded((request) => {
      const line: (typeof recorded)[number] = { request };
      recorded.push(line);
      return (outcome) => (line.outcome = outcome);
    });
    await saving;
    await vi.waitFor(() => expect(recorded[0]?.outcome).toEqual({ status: 201, ok: true, answer: { id: 't1', name: 'x' } }));
    expect(recorded[0]?.request.url).toBe('/community/{id}/tag');
  });
});
