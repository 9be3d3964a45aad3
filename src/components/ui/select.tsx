import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName } from './control-styles';

export type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper (width, margins); `className` goes to the <select>. */
  wrapperClassName?: string;
};

/** A styled native <select>: keyboard, screen reader and mobile behaviour come from the browser. */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative weak:w-full', wrapperClassName)}>
      <select className={cn(controlClassName, 'weak:h-9 appearance-none py-1 pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
