import { Menu } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { CommandPaletteLauncher } from './command-palette-launcher';
import { ConnectionIndicator } from './connection-indicator';
import { FaultsMarkerSlot } from './faults-marker-slot';
import { JobsIndicator } from './jobs-indicator';
import { ThemeToggle } from './theme-toggle';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background/95 px-4 backdrop-blur md:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        onClick={onOpenMenu}
      >
        <Menu aria-hidden className="size-5" />
      </Button>
      <Breadcrumbs />
      <div className="ml-auto flex items-center gap-2">
        <CommandPaletteLauncher />
        <JobsIndicator />
        <FaultsMarkerSlot />
        <ConnectionIndicator />
        <ThemeToggle />
      </div>
    </header>
  );
}
