import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export type CopyButtonProps = {
  value: string;
  /** What is copied, for the accessible name: `Copy <label>` (e.g. "address", "API key"). */
  label: string;
  className?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 1500;

/** Icon button that copies `value`, shows a check for 1.5 s and announces the result politely. */
export function CopyButton({ value, label, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Copy ${label}`}
        onClick={copy}
        className={cn('size-7 text-muted-foreground hover:text-foreground [&_svg]:size-3.5', className)}
      >
        <Icon aria-hidden="true" className={state === 'copied' ? 'text-success-fg' : undefined} />
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied' ? 'Copied' : state === 'failed' ? `Could not copy ${label}` : ''}
      </span>
    </>
  );
}
