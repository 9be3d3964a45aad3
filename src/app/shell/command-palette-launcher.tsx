import { Search } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useConnection } from '../../features/connection/use-connection';
import { loadChunk } from '../../lib/load-chunk';
import { palettePages } from './palette-pages';
import { useChosenCommunity } from './use-chosen-community';

// The palette (cmdk and its lists) is not on the first route: it is fetched the first time it is
// opened, or as the pointer or focus reaches the button.
const loadPalette = () => import('../../features/command-palette/command-palette');
const CommandPalette = lazy(() => loadChunk(loadPalette).then((m) => ({ default: m.CommandPalette })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The top bar's search button and the Ctrl/Cmd+K shortcut, which open the command palette. */
export function CommandPaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const communityId = useChosenCommunity();
  const connection = useConnection();

  // Listening from the commit that draws the top bar, not from an effect after the paint: a page
  // just loaded is on screen before its effects run, and Ctrl/Cmd+K pressed then went unheard.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      setUsed(true);
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const shortcut = isMac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="text-muted-foreground"
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden sm:inline">Search…</span>
        <span className="sr-only sm:hidden">Search</span>
        <kbd aria-hidden className="hidden rounded border border-border px-1 font-sans text-xs lg:inline">
          {shortcut}
        </kbd>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            communityId={communityId}
            pages={palettePages(communityId, connection?.mode === 'sandbox')}
            connectionMode={connection?.mode}
          />
        </Suspense>
      )}
    </>
  );
}
