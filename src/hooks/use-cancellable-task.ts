import { useCallback, useEffect, useRef, useState } from 'react';
import { isReadCancelled } from '../api/fetch-all-pages';

/** How far a long task is: `done` of `total` (records read, members tagged). */
export interface TaskProgress {
  done: number;
  total?: number;
}

export type TaskState<R> =
  | { status: 'idle' }
  | { status: 'running'; progress: TaskProgress }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: unknown; progress: TaskProgress }
  | { status: 'cancelled'; progress: TaskProgress };

export interface TaskContext {
  signal: AbortSignal;
  onProgress: (progress: TaskProgress) => void;
}

/**
 * One long task at a time (reading every page, sending in chunks), with its progress, a cancel,
 * and its end state. Leaving the page cancels it. `run` resolves with the result, or undefined
 * when the task failed or was cancelled (the state says which).
 */
export function useCancellableTask<R>() {
  const [state, setState] = useState<TaskState<R>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (task: (context: TaskContext) => Promise<R>): Promise<R | undefined> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let progress: TaskProgress = { done: 0 };
    setState({ status: 'running', progress });
    const onProgress = (next: TaskProgress) => {
      progress = next;
      if (!own.signal.aborted) setState({ status: 'running', progress });
    };
    try {
      const result = await task({ signal: own.signal, onProgress });
      if (own.signal.aborted) throw new Error('cancelled');
      setState({ status: 'done', result });
      return result;
    } catch (error) {
      // A newer run replaced this one: it owns the state now.
      if (controller.current !== own) return undefined;
      setState(
        own.signal.aborted || isReadCancelled(error)
          ? { status: 'cancelled', progress }
          : { status: 'failed', error, progress },
      );
      return undefined;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, run, cancel, reset };
}
