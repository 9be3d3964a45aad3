import { Command } from 'cmdk';
import { Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { paths } from '../../config/paths';
import { useSavedViews } from '../../hooks/use-saved-views';
import type { PaletteItem, PalettePage } from './palette-item';
import { communityActions, connectionActions, savedViewItems } from './palette-items';
import { listedGroups, PaletteResults } from './palette-results';
import { rankItems } from './rank-items';
import { useRecentPaletteItems } from './recent-items';
import { usePaletteItems } from './use-palette-items';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The community chosen (in the URL, or the last one opened); its records and actions are offered. */
  communityId: string | undefined;
  /** The app's pages, as the sidebar lists them. */
  pages: readonly PalettePage[];
  connectionMode: 'sandbox' | 'live' | undefined;
}

/** An ENS-like name: the member search reads the member pages for it (the service has no look-up by name). */
const ENS_NAME = /^[^\s/]+\.[a-z]{2,}$/i;

/**
 * Jump to any page or record by name, or start an action, from the keyboard. cmdk gives the
 * combobox and listbox semantics and the arrow keys; the palette does its own filtering and
 * ordering (recent entries first), and says how many results there are in a polite live region.
 */
export function CommandPalette({
  open,
  onOpenChange,
  communityId,
  pages,
  connectionMode,
}: CommandPaletteProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [typed, setTyped] = useState('');
  const { items: records, searching, term, notFound } = usePaletteItems(communityId, typed);
  const { recent, add } = useRecentPaletteItems();
  const { views } = useSavedViews();
  // The views of the community chosen, and of the pages outside communities (webhooks, catalogue).
  const viewsHere = views.filter((v) =>
    communityId
      ? !v.path.startsWith('/communities/') || v.path.startsWith(`${paths.community(communityId)}/`)
      : true,
  );

  const fixed: PaletteItem[] = [
    ...savedViewItems(viewsHere),
    ...(communityId ? communityActions(communityId) : []),
    ...connectionActions(connectionMode, `${pathname}${search}`),
    ...pages.map((p): PaletteItem => ({ to: p.to, label: p.label, detail: p.detail, group: 'Pages' })),
  ];
  const fixedPaths = new Set(fixed.map((i) => i.to));
  const found: PaletteItem[] =
    communityId && ENS_NAME.test(term)
      ? [
          {
            to: `${paths.members(communityId)}?find=${encodeURIComponent(term)}`,
            group: 'Members',
            label: `Find member ${term}`,
            detail: 'reads the member list',
            keywords: [term],
          },
        ]
      : [];
  // Fresh records first, so a renamed record shows its new name rather than the one remembered.
  const ranked = rankItems(
    [...found, ...records, ...fixed, ...recent],
    typed,
    recent.map((r) => r.to),
    (item) => fixedPaths.has(item.to),
  );
  const groups = listedGroups(ranked);
  // What is listed, so the count announced is the count a screen-reader user can arrow through.
  const count = groups.reduce((sum, [, items]) => sum + items.length, 0);

  // Each opening starts from an empty search (the palette stays mounted once loaded).
  const setOpen = (next: boolean) => {
    if (!next) setTyped('');
    onOpenChange(next);
  };

  const choose = (item: PaletteItem) => {
    add(item);
    setOpen(false);
    void navigate(item.to);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <Command
          label="Command palette"
          shouldFilter={false}
          loop
          className="flex max-h-[70dvh] min-w-0 flex-col"
        >
          <div className="flex items-center gap-2 border-b-2 border-border px-3 focus-within:border-ring">
            <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={typed}
              onValueChange={setTyped}
              placeholder="Search pages, records or actions"
              className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
            {searching && (
              <Loader2
                aria-label="Searching"
                className="size-4 shrink-0 animate-spin text-muted-foreground"
              />
            )}
          </div>
          <p role="status" className="sr-only">
            {typed.trim() === ''
              ? ''
              : searching
                ? 'Searching…'
                : `${count} ${count === 1 ? 'result' : 'results'}`}
          </p>
          <PaletteResults groups={groups} onChoose={choose} notFound={notFound ? term : undefined} />
        </Command>
      </DialogContent>
    </Dialog>
  );
}
