import { Info } from 'lucide-react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A view (saved, built in, or a link someone pasted) may name a record that is gone since: a
 * deleted tag. The page opens with what still applies, the filter taken out of the URL, and says
 * what was dropped. The notes travel in the history entry's state, so the notice stays with the
 * list it explains and is gone once the admin changes the list.
 */
interface DroppedState {
  droppedFilters: string[];
}

function droppedOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('droppedFilters' in state)) return [];
  const notes = (state as DroppedState).droppedFilters;
  return Array.isArray(notes) ? notes.filter((n) => typeof n === 'string') : [];
}

/** Replaces the URL's search with `search` (the filters that still apply), noting what was dropped. */
export function useDropFilters(): (search: URLSearchParams, notes: readonly string[]) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  return useCallback(
    (search, notes) => {
      const droppedFilters = [...droppedOf(state), ...notes];
      void navigate({ pathname, search: search.toString() }, { replace: true, state: { droppedFilters } });
    },
    [navigate, pathname, state],
  );
}

/** What was dropped from the list's filters as it opened; nothing when nothing was. */
export function DroppedFiltersNotice() {
  const state: unknown = useLocation().state;
  const notes = droppedOf(state);
  if (notes.length === 0) return null;
  return (
    <div role="status" className="mb-4 flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        {notes.length === 1
          ? 'A filter no longer applies and was dropped: '
          : 'Filters no longer apply and were dropped: '}
        {notes.join('; ')}. The list shows what still applies.
      </p>
    </div>
  );
}
