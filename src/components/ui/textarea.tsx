import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName } from './control-styles';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, 'weak:min-h-16 py-2 read-only:bg-muted', className)}
      {...props}
    />
  );
}
