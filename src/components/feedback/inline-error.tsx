import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A failure said where it happened (a step of a flow, a field, a panel), announced as it appears.
 * One place for its role and look, so every such message reads and sounds the same.
 */
export function InlineError({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('text-sm text-danger-fg', className)}>
      {children}
    </p>
  );
}
