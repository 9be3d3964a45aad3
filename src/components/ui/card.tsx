import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border border-border bg-card text-card-foreground', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex weak:flex-col weak:gap-1 p-4 pb-0 sm:p-5 sm:pb-0', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** Heading level; h2 by default (the page header is the h1). */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardTitle({ className, as: Heading = 'h2', ...props }: CardTitleProps) {
  return <Heading className={cn('text-base leading-6 font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4 sm:p-5', className)} {...props} />;
}
