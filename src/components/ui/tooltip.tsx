import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TooltipProps = {
  /** Supplementary text; never the only place essential information lives. */
  content: ReactNode;
  /** The trigger: one element; it is described by the tooltip for assistive technology. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  className?: string;
};

/**
 * A CSS tooltip: shown while the trigger is hovered or holds focus, and always exposed to screen
 * readers through aria-describedby (a hidden element it names still describes it). It costs no JavaScript, so it can sit in tables on the first
 * route (a positioning library would add ~20 KB there for a one-line hint).
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const id = useId();
  return (
    <span className="group/tooltip relative inline-flex">
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={cn(
          // Not rendered (display: none) until wanted: a table page holds hundreds of these, and a
          // hidden-but-rendered tooltip is laid out, shaped and painted with every new page.
          'pointer-events-none absolute left-1/2 z-50 hidden -translate-x-1/2 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background shadow-overlay transition-opacity delay-300 starting:opacity-0',
          'group-focus-within/tooltip:block group-hover/tooltip:block',
          side === 'top' ? 'bottom-full mb-1' : 'top-full mt-1',
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
