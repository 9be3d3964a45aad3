import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { useConnection } from '../../features/connection/use-connection';
import { cn } from '../../lib/cn';
import type { NavGroup } from '../../lib/route-module';
import { NAV_ENTRIES, warmRoutes } from '../route-manifest';
import { AppMark } from './app-mark';
import { CommunitySwitcher } from './community-switcher';
import { useChosenCommunity } from './use-chosen-community';

const GROUPS: { group: NavGroup; title?: string }[] = [
  { group: 'top' },
  { group: 'community', title: 'Manage' },
  { group: 'account', title: 'Account' },
  { group: 'settings', title: 'Settings' },
];

/** The sidebar's groups, from the route manifest's entries: community sections only once a community was chosen. */
function navGroups(communityId: string | undefined, sandbox: boolean) {
  return GROUPS.map(({ group, title }) => ({
    title,
    key: group,
    items: NAV_ENTRIES.filter((e) => e.group === group && (sandbox || !e.sandboxOnly))
      .filter(() => group !== 'community' || communityId !== undefined)
      .map((e) => ({ ...e, href: e.to(communityId ?? '') })),
  })).filter((g) => g.items.length > 0);
}

function SidebarContent() {
  const communityId = useChosenCommunity();
  const connection = useConnection();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-center gap-2 px-2 pt-1 font-semibold">
        <AppMark />
        Badge Console
      </div>
      {communityId && <CommunitySwitcher communityId={communityId} />}
      <nav aria-label="Main" className="flex flex-col gap-4">
        {navGroups(communityId, connection?.mode === 'sandbox').map((group) => (
          <div key={group.key} className="flex flex-col gap-0.5">
            {group.title && (
              <p className="px-2 pb-1 text-xs font-medium text-muted-foreground">{group.title}</p>
            )}
            {group.items.map((item) => (
              <NavLink
                key={item.href}
                to={item.href}
                end={item.end}
                onPointerEnter={() => warmRoutes(item.href)}
                onFocus={() => warmRoutes(item.href)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted',
                    isActive && 'bg-muted font-medium text-foreground',
                  )
                }
              >
                <item.icon aria-hidden className="size-4 text-muted-foreground" />
                {item.label}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
    </div>
  );
}

interface SidebarProps {
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/** A fixed column from the md breakpoint; below it, a modal drawer (native <dialog>: focus trap and Escape for free). */
export function Sidebar({ drawerOpen, onDrawerOpenChange }: SidebarProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (drawerOpen && !dialog.open) dialog.showModal();
    if (!drawerOpen && dialog.open) dialog.close();
  }, [drawerOpen]);

  return (
    <>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 overflow-y-auto overscroll-contain border-r border-border bg-card md:block">
        <SidebarContent />
      </aside>
      <dialog
        ref={dialogRef}
        aria-label="Navigation"
        onClose={() => onDrawerOpenChange(false)}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-border bg-card text-foreground backdrop:bg-black/40 md:hidden"
      >
        {drawerOpen && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-2 right-2"
              aria-label="Close navigation"
              onClick={() => onDrawerOpenChange(false)}
            >
              <X aria-hidden className="size-4" />
            </Button>
            <SidebarContent />
          </>
        )}
      </dialog>
    </>
  );
}
