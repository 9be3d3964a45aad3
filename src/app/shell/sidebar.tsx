import { useEffect, useRef } from 'react';
import {
  Award,
  BadgeCheck,
  FlaskConical,
  Images,
  LayoutDashboard,
  PlugZap,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { paths } from '../../config/paths';
import { useConnection } from '../../features/connection/use-connection';
import { CommunitySwitcher } from './community-switcher';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

function navItems(communityId: string | undefined, sandbox: boolean): { title?: string; items: NavItem[] }[] {
  const groups: { title?: string; items: NavItem[] }[] = [
    { items: [{ to: paths.communities(), label: 'All communities', icon: LayoutDashboard, end: true }] },
  ];
  if (communityId) {
    groups.push({
      title: 'Manage',
      items: [
        { to: paths.community(communityId), label: 'Overview', icon: Award, end: true },
        { to: paths.badges(communityId), label: 'Badges', icon: BadgeCheck },
        { to: paths.members(communityId), label: 'Members', icon: Users },
        { to: paths.files(communityId), label: 'Files', icon: Images },
      ],
    });
  }
  const settings: NavItem[] = [{ to: paths.connect(), label: 'Connection', icon: PlugZap }];
  if (sandbox) settings.push({ to: paths.sandboxSettings(), label: 'Sandbox', icon: FlaskConical });
  groups.push({ title: 'Settings', items: settings });
  return groups;
}

function SidebarContent() {
  const { communityId } = useParams();
  const connection = useConnection();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-center gap-2 px-2 pt-1 font-semibold">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        Badge Console
      </div>
      {communityId && <CommunitySwitcher communityId={communityId} />}
      <nav aria-label="Main" className="flex flex-col gap-4">
        {navItems(communityId, connection?.mode === 'sandbox').map((group) => (
          <div key={group.title ?? 'top'} className="flex flex-col gap-0.5">
            {group.title && (
              <p className="px-2 pb-1 text-xs font-medium text-muted-foreground">{group.title}</p>
            )}
            {group.items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
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
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-r border-border bg-card md:block">
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
