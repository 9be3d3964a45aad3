import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeService, harness, items, testKind } from './job-runner.test-support';
import { JobRunnerContext, useJob, useJobCommands, useJobs } from './use-jobs';

describe('useJobs, useJob, useJobCommands', () => {
  it('start, watch progress, pause, resume and remove through the hooks', async () => {
    const service = new FakeService();
    const kind = testKind(service, { chunkSize: 5 });
    const h = await harness(kind, { yieldToMain: () => Promise.resolve() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JobRunnerContext.Provider value={h.runner}>{children}</JobRunnerContext.Provider>
    );
    const { result } = renderHook(
      () => {
        const commands = useJobCommands();
        const { jobs, loaded } = useJobs();
        const job = useJob<string, { tag: string }>(jobs[0]?.id);
        return { commands, jobs, loaded, job };
      },
      { wrapper },
    );
    expect(result.current.loaded).toBe(true);
    service.answer({ type: 'held' });
    let id = '';
    await act(async () => {
      id = await result.current.commands.start(kind, {
        title: 'Tag 10 members',
        params: { tag: 'vip' },
        items: items(10),
      });
    });
    expect(result.current.jobs.map((j) => j.title)).toEqual(['Tag 10 members']);
    await waitFor(() => expect(result.current.job?.status).toBe('running'));
    act(() => result.current.commands.pause(id));
    expect(result.current.job?.status).toBe('pausing');
    act(() => service.release());
    await waitFor(() => expect(result.current.job?.status).toBe('paused'));
    expect(result.current.job?.counts.done).toBe(5);
    act(() => result.current.commands.resume(id));
    await waitFor(() => expect(result.current.job?.status).toBe('done'));
    expect(result.current.job?.params).toEqual({ tag: 'vip' });
    act(() => result.current.commands.remove(id));
    expect(result.current.jobs).toEqual([]);
  });
});
