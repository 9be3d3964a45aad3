import { History, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toaster';
import { JournalEntryItem } from '../../features/journal/journal-entry-item';
import { downloadJournalCsv, downloadJournalJson } from '../../features/journal/journal-export';
import { JournalFilterBar } from '../../features/journal/journal-filter-bar';
import { filterJournal, hasJournalFilters, journalSearch } from '../../features/journal/journal-filters';
import { JOURNAL_CAP } from '../../features/journal/journal-storage';
import { useJournal } from '../../features/journal/use-journal';
import { useUrlState } from '../../hooks/use-url-state';
import { parseUrlState } from '../../lib/url-state';

/** Entries shown at first, and added by each "Show more". */
const PAGE = 50;

/** Every write this dashboard made on the current connection, kept in this browser. */
export function JournalPage() {
  const [filters, setSearch] = useUrlState(journalSearch, { replace: true });
  const { query: journal, clear } = useJournal();
  const [shown, setShown] = useState(PAGE);
  const [clearing, setClearing] = useState(false);
  const all = journal.data ?? [];
  const entries = filterJournal(all, filters);
  const exportable = entries.length > 0;

  return (
    <div className="flex max-w-4xl flex-col">
      <PageHeader
        title="Journal"
        description={`Every change this dashboard sent on this connection, kept in this browser (the latest ${JOURNAL_CAP.toLocaleString('en')}). Keys, tokens and signing keys are never recorded.`}
        actions={
          <>
            <Button variant="secondary" disabled={!exportable} onClick={() => downloadJournalCsv(entries)}>
              Export CSV
            </Button>
            <Button variant="secondary" disabled={!exportable} onClick={() => downloadJournalJson(entries)}>
              Export JSON
            </Button>
          </>
        }
      />
      <JournalFilterBar filters={filters} />
      {journal.isPending ? (
        <div role="status" aria-label="Loading the journal" className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : journal.isError ? (
        <ErrorState error={journal.error} onRetry={() => void journal.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={History}
          title="No changes yet"
          description="Creating, editing, awarding or importing records adds them here, with their outcome."
        />
      ) : entries.length === 0 && hasJournalFilters(filters) ? (
        // Not the tables' NoResults: importing it from this lazy page makes the bundler split it, with
        // Button and EmptyState, out of the first route's chunk into chunks of their own (+1.6 KiB).
        <EmptyState
          icon={SearchX}
          title="No change matches these filters"
          description="Clear the filters to see every change kept in this browser."
          action={
            <Button
              variant="secondary"
              onClick={() => setSearch(parseUrlState(journalSearch, ''), { exclusive: true })}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-muted-foreground">
            {entries.length === all.length
              ? `${all.length} ${all.length === 1 ? 'change' : 'changes'}`
              : `${entries.length} of ${all.length} changes match`}
          </p>
          <ol aria-label="Changes" className="flex flex-col gap-2">
            {entries.slice(0, shown).map((entry) => (
              <JournalEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {entries.length > shown && (
            <Button variant="secondary" className="mt-3 self-start" onClick={() => setShown(shown + PAGE)}>
              Show more
            </Button>
          )}
        </>
      )}
      {all.length > 0 && (
        // Apart from the exports: the one action that loses something, kept away from the others.
        <div className="mt-6 border-t border-border pt-4">
          <Button variant="secondary" onClick={() => setClearing(true)}>
            Clear journal
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear the journal?"
        description={`The ${all.length} recorded changes of this connection are removed from this browser. The records themselves are not changed.`}
        confirmLabel="Clear journal"
        destructive
        onConfirm={async () => {
          await clear();
          setClearing(false);
          toast.success('Journal cleared');
        }}
      />
    </div>
  );
}
