import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { revealElement } from './reveal';

/** How loud it looks: a failure (danger), a warning the user may go on past, or plain text. */
export type InlineErrorTone = 'danger' | 'warning' | 'neutral';

const TONES: Record<InlineErrorTone, { text: string; box: string }> = {
  danger: { text: 'text-danger-fg', box: 'bg-danger-bg' },
  warning: { text: 'text-warning-fg', box: 'bg-warning-bg' },
  neutral: { text: '', box: 'bg-muted' },
};

interface InlineErrorProps {
  children: ReactNode;
  /** What to do about it (a retry), placed after the message on the same line when it fits. */
  action?: ReactNode;
  /** A bold first line; the children below it may then be several paragraphs. */
  title?: ReactNode;
  /** A lucide icon shown before the text, e.g. `icon={Vault}`. */
  icon?: LucideIcon;
  tone?: InlineErrorTone;
  /** On a tinted background, for a failure that stands for a whole card or panel. */
  boxed?: boolean;
  /** Takes focus and scrolls into view when it appears, for a message shown after a failed save. */
  reveal?: boolean;
  /** For `aria-describedby` on the control or group the message is about. */
  id?: string;
  className?: string;
}

/**
 * A failure said where it happened (a step of a flow, a field, a panel), announced as it appears.
 * One place for its role and look, so every such message reads and sounds the same.
 */
export function InlineError({
  children,
  action,
  title,
  icon: Icon,
  tone = 'danger',
  boxed = false,
  reveal = false,
  id,
  className,
}: InlineErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Only when it appears (or starts to reveal): a re-render must not pull focus back from where the user moved it.
  useEffect(() => {
    if (reveal && ref.current) revealElement(ref.current);
  }, [reveal]);
  const { text, box } = TONES[tone];
  const plain = action === undefined && title === undefined && Icon === undefined && !boxed && !reveal;
  if (plain)
    return (
      <p id={id} role="alert" className={cn('text-sm', text, className)}>
        {children}
      </p>
    );
  const stacked = title !== undefined || Icon !== undefined;
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={reveal ? -1 : undefined}
      className={cn(
        'flex gap-3 text-sm',
        stacked ? 'items-start' : 'flex-wrap items-center',
        boxed && ['rounded-lg px-3 py-2', box, action !== undefined && 'justify-between'],
        text,
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
      {title === undefined ? (
        <span>{children}</span>
      ) : (
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold">{title}</p>
          {children}
        </div>
      )}
      {action}
    </div>
  );
}
