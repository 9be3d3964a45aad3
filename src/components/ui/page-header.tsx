import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = {
  title: ReactNode;
  /** One line saying what the page is for. */
  description?: ReactNode;
  /** The primary action (and a menu for secondary ones), shown on the right; wraps below on phones. */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-3', className)}>
      <div className="min-w-0 flex-[1_1_16rem]">
        <h1 className="text-2xl leading-8 font-semibold tracking-tight break-words">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {/* At most the row's width, so that on a phone its buttons wrap instead of widening the page. */}
      {actions && <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
