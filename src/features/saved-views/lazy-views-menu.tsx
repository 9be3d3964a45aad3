import { Bookmark, ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { loadChunk } from '../../lib/load-chunk';
import type { ViewsMenuProps } from './views-menu-props';

// The menu, its dialogs and the store load after the list: the first route's code is budgeted
// (e2e/size-budget.spec.ts), and a list is usable before its views are.
const Menu = lazy(async () => ({ default: (await loadChunk(() => import('./views-menu'))).ViewsMenu }));

/** Its place while the menu loads: the same button, hidden and inert. */
function Placeholder() {
  return (
    <span inert aria-hidden className="invisible">
      <Button variant="secondary" tabIndex={-1}>
        <Bookmark aria-hidden className="size-4" />
        Views
        <ChevronDown aria-hidden className="size-4" />
      </Button>
    </span>
  );
}

/** The page's "Views" menu (see views-menu.tsx), loaded on its own. */
export function ViewsMenu(props: ViewsMenuProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Menu {...props} />
    </Suspense>
  );
}

/** The menu on a row of its own above a list that has no other controls. */
export function ViewsBar({ className, ...props }: ViewsMenuProps & { className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-end gap-3 weak:mb-4', className)}>
      <ViewsMenu {...props} />
    </div>
  );
}
