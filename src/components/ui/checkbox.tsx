import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** When set, the checkbox is wrapped in a <label> with this text. Otherwise label it yourself. */
  label?: ReactNode;
  /** Classes for the wrapping <label> (only with `label`). */
  labelClassName?: string;
};

/** A native checkbox in the accent colour. */
export function Checkbox({ className, label, labelClassName, ...props }: CheckboxProps) {
  const input = (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
  if (label === undefined) return input;
  return (
    <label className={cn('inline-flex items-center gap-2 text-sm text-foreground', labelClassName)}>
      {input}
      <span>{label}</span>
    </label>
  );
}
