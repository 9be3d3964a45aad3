import { Bookmark, ChevronDown, Copy, CopyPlus, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/toaster';
import { useSavedViews } from '../../hooks/use-saved-views';
import { viewNameError, viewSearch, viewUrl, type SavedView } from '../../lib/saved-views';
import { ViewNameDialog } from './view-name-dialog';
import type { ViewsMenuProps } from './views-menu-props';

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | undefined;

const BUILT_IN_PREFIX = 'built-in:';

/**
 * The page's views: those saved here for this page, then the page's built-in ones, the current one
 * checked (the URL holds its state); opening one navigates to its URL. Below them, save the list
 * as it is as a view, rename, duplicate or delete the current one, and copy the link to the list.
 */
export function ViewsMenu({ page, schemas, builtIn = [] }: ViewsMenuProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const saved = useSavedViews();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<SavedView>();
  const state = viewSearch(schemas, search);
  const here = saved.views.filter((v) => v.path === pathname);
  const current = here.find((v) => v.search === state);
  const builtInNow = current ? undefined : builtIn.find((v) => v.search === state);
  const checked = current?.id ?? (builtInNow ? `${BUILT_IN_PREFIX}${builtInNow.name}` : '');
  const link = new URL(useHref(viewUrl({ path: pathname, search: state })), window.location.href).href;

  const open = (value: string) => {
    const view = value.startsWith(BUILT_IN_PREFIX)
      ? builtIn.find((v) => `${BUILT_IN_PREFIX}${v.name}` === value)
      : here.find((v) => v.id === value);
    if (view) void navigate(viewUrl({ path: pathname, search: view.search }));
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link to this view copied');
    } catch {
      toast.error(`Could not copy the link. Copy it from here: ${link}`);
    }
  };
  const submitName = (name: string) => {
    if (editing?.kind === 'rename') {
      saved.rename(editing.view.id, name);
      toast.success(`View “${editing.view.name}” renamed “${name}”`);
    } else {
      saved.save({ name, path: pathname, search: state, page });
      toast.success(`View “${name}” saved`);
    }
    setEditing(undefined);
  };
  const duplicate = (view: SavedView) => {
    const copy = saved.duplicate(view.id);
    if (copy) toast.success(`View “${view.name}” duplicated as “${copy.name}”`);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" className="max-w-full min-w-0">
            <Bookmark aria-hidden className="size-4" />
            <span className="truncate">
              {current || builtInNow ? `View: ${(current ?? builtInNow)?.name ?? ''}` : 'Views'}
            </span>
            <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
          <DropdownMenuRadioGroup value={checked} onValueChange={open}>
            <DropdownMenuLabel>Saved views</DropdownMenuLabel>
            {here.length === 0 && (
              <p className="px-2 pb-1 text-sm text-muted-foreground">None saved on this page yet.</p>
            )}
            {here.map((view) => (
              <DropdownMenuRadioItem key={view.id} value={view.id}>
                <span className="truncate">{view.name}</span>
              </DropdownMenuRadioItem>
            ))}
            {builtIn.length > 0 && <DropdownMenuLabel>Built-in views</DropdownMenuLabel>}
            {builtIn.map((view) => (
              <DropdownMenuRadioItem key={view.name} value={`${BUILT_IN_PREFIX}${view.name}`}>
                <span className="truncate">{view.name}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setEditing({ kind: 'save' })}>
            <CopyPlus aria-hidden />
            Save this view…
          </DropdownMenuItem>
          {current && (
            <>
              <DropdownMenuItem onSelect={() => setEditing({ kind: 'rename', view: current })}>
                <Pencil aria-hidden />
                <span className="truncate">Rename “{current.name}”…</span>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => duplicate(current)}>
                <Copy aria-hidden />
                <span className="truncate">Duplicate “{current.name}”</span>
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => setDeleting(current)}>
                <Trash2 aria-hidden />
                <span className="truncate">Delete “{current.name}”…</span>
              </DropdownMenuItem>
            </>
          )}
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <Link2 aria-hidden />
            Copy link
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ViewNameDialog
        initialName={editing?.kind === 'rename' ? editing.view.name : editing ? '' : undefined}
        title={editing?.kind === 'rename' ? 'Rename view' : `Save this view of ${page}`}
        description={
          editing?.kind === 'rename'
            ? 'Only the name changes; the view opens the same list.'
            : 'Keeps the list’s filters, sort and page size under a name, in this browser, for this connection.'
        }
        confirmLabel={editing?.kind === 'rename' ? 'Rename view' : 'Save view'}
        validate={(name) =>
          viewNameError(saved.views, pathname, name, editing?.kind === 'rename' ? editing.view.id : undefined)
        }
        onSubmit={submitName}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(next) => !next && setDeleting(undefined)}
        title={`Delete view “${deleting?.name ?? ''}”?`}
        description="The view is removed from this browser. The list and its records do not change."
        confirmLabel="Delete view"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          saved.remove(deleting.id);
          toast.success(`View “${deleting.name}” deleted`);
          setDeleting(undefined);
        }}
      />
    </>
  );
}
