import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobOfRequest } from '../../api/job-requests';
import { FakeService, harness, items, testKind, until } from './job-runner.test-support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a job’s requests', () => {
  it('are sent with a signal labelled with the job, so the journal links each write to it', async () => {
    const service = new FakeService();
    const labels: (string | undefined)[] = [];
    const kind = testKind(service, { chunkSize: 5 });
    const h = await harness({
      ...kind,
      run: (chunk, context) => {
        labels.push(jobOfRequest(context.signal));
        return kind.run(chunk, context);
      },
    });
    const id = await h.runner.start({
      kind: 'test',
      title: 'Import',
      params: { tag: 't' },
      items: items(10),
    });
    await until(() => h.job(id).status === 'done');
    expect(labels).toEqual([id, id]);
  });
});
