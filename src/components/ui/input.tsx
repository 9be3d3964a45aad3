import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName } from './control-styles';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(controlClassName, 'weak:h-9 py-1 read-only:bg-muted', className)}
      {...props}
    />
  );
}
