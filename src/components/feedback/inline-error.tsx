import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface InlineErrorProps {
  children: ReactNode;
  /** What to do about it (a retry), placed after the message on the same line when it fits. */
  action?: ReactNode;
  className?: string;
}

/**
 * A failure said where it happened (a step of a flow, a field, a panel), announced as it appears.
 * One place for its role and look, so every such message reads and sounds the same.
 */
export function InlineError({ children, action, className }: InlineErrorProps) {
  if (action === undefined)
    return (
      <p role="alert" className={cn('text-sm text-danger-fg', className)}>
        {children}
      </p>
    );
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm text-danger-fg', className)}>
      <span>{children}</span>
      {action}
    </div>
  );
}
