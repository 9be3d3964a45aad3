import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { FormError } from '../../components/feedback/form-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import { formatNumber } from '../../lib/format';
import { generateClaimCode } from './api';
import { useClaimCodes } from './use-claim-codes';

export const MAX_BATCH = 200;

const codesText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'code' : 'codes'}`;

function countError(value: string): string | undefined {
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < 1) return 'Enter a whole number of 1 or more.';
  if (n > MAX_BATCH) return `At most ${formatNumber(MAX_BATCH)} codes at a time.`;
  return undefined;
}

/**
 * Asks the service for a batch of codes, one request per code, one after the other. Each code is
 * kept in this browser as it arrives, so a failure, a cancel or leaving the page loses none.
 */
export function ClaimCodeGenerator({ communityId, badgeId }: { communityId: string; badgeId: string }) {
  const [count, setCount] = useState('10');
  const [error, setError] = useState<string>();
  const codes = useClaimCodes(communityId, badgeId);
  const task = useCancellableTask<number>();
  const running = task.state.status === 'running';

  const generate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = countError(count);
    setError(problem);
    if (problem || running) return;
    const total = Number(count.trim());
    const batch = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), requested: total };
    void task.run(async ({ signal, onProgress }) => {
      onProgress({ done: 0, total });
      for (let done = 0; done < total; done += 1) {
        const code = await generateClaimCode(communityId, badgeId, signal);
        // The batch is kept from its first code on: a run that got none leaves no empty batch.
        if (done === 0) codes.start(batch);
        codes.add(batch.id, code);
        onProgress({ done: done + 1, total });
      }
      return total;
    });
  };

  const { state } = task;
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={generate} noValidate className="flex flex-wrap items-start gap-3">
        <Field label="Number of codes" error={error} className="w-40">
          <Input value={count} onChange={(e) => setCount(e.target.value)} inputMode="numeric" />
        </Field>
        <Button type="submit" className="mt-6" pending={running}>
          Generate codes
        </Button>
      </form>
      {state.status === 'running' && (
        <TaskProgress
          label="Generating codes"
          done={state.progress.done}
          total={state.progress.total}
          unit="codes"
          onCancel={task.cancel}
        />
      )}
      <div aria-live="polite" className="text-sm">
        {state.status === 'done' && <p>{codesText(state.result)} generated and kept below.</p>}
        {state.status === 'cancelled' && (
          <p>
            Stopped after {codesText(state.progress.done)};{' '}
            {state.progress.done === 0 ? 'nothing to keep' : 'kept below'}.
          </p>
        )}
        {state.status === 'failed' && (
          <FormError
            messages={[
              `Stopped after ${codesText(state.progress.done)}: ${errorMessage(state.error)}.`,
              ...(state.progress.done > 0 ? ['The codes generated before are kept below.'] : []),
            ]}
          />
        )}
      </div>
    </div>
  );
}
