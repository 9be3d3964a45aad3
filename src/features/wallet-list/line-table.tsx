import { CircleCheck, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Button } from '../../components/ui/button';
import { downloadCsv } from '../../lib/csv/to-csv';
import { formatNumber } from '../../lib/format';
import { lineOutcomesCsvParts } from './line-outcomes-csv';
import { CELL_MAX, cutNote, truncateCell } from './truncate-cell';
import type { LineOutcome } from './types';

/**
 * Our sentences can quote a cell of the file ("“…” in the score column is not a number"): they are
 * cut too, further out than a cell so that a sentence of ours is whole.
 */
const MESSAGE_MAX = 400;

function Cell({ text, mono }: { text: string; mono?: boolean }) {
  const shown = truncateCell(text, mono ? CELL_MAX : MESSAGE_MAX);
  // An address stays on one line on wide screens; anything longer wraps, or it would widen the table.
  const fits = text.length <= 42;
  return (
    <span
      className={
        mono
          ? `font-mono text-xs break-all ${fits ? 'lg:break-normal lg:whitespace-nowrap' : ''}`
          : 'break-words'
      }
    >
      {shown.text || (mono ? '(empty)' : '')}
      {shown.cutFrom !== undefined && <span className="text-muted-foreground">{cutNote(shown)}</span>}
    </span>
  );
}

function columnsFor(outcomeHeader: string): Column<LineOutcome>[] {
  return [
    { id: 'line', header: 'Line', cell: (l) => formatNumber(l.line), className: 'w-14 sm:w-20' },
    { id: 'wallet', header: 'Wallet', cell: (l) => <Cell text={l.wallet} mono /> },
    { id: 'outcome', header: outcomeHeader, cell: (l) => l.outcome, className: 'whitespace-nowrap' },
    {
      id: 'message',
      header: 'Details',
      cell: (l) => <Cell text={l.message} />,
      className: 'hidden md:table-cell',
    },
  ];
}

/** Counts by outcome, in the order given, then any other outcome in the order met. */
function countOutcomes(lines: readonly LineOutcome[], order: readonly string[]): [string, number][] {
  const counts = new Map<string, number>(order.map((o) => [o, 0]));
  for (const line of lines) counts.set(line.outcome, (counts.get(line.outcome) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 0);
}

async function download(name: string, lines: readonly LineOutcome[]) {
  downloadCsv(name, await lineOutcomesCsvParts(lines));
}

export interface LineTableProps {
  /** The section's title and the table's name: "Lines not imported", "Results by line". */
  title: string;
  lines: readonly LineOutcome[];
  /** The outcomes in the order the filter offers them (others follow as met). */
  outcomes: readonly string[];
  outcomeHeader: string;
  empty: { title: string; description: string };
  /** Offers the lines as CSV under this file name. */
  fileName?: string;
}

const PER_PAGE = 25;

/**
 * Every line of a list with its outcome, filterable by outcome and paged (25 to 100 rows drawn
 * whatever the list's size, and every cell cut to 120 characters), so 10,000 lines stay smooth.
 */
export function LineTable({ title, lines, outcomes, outcomeHeader, empty, fileName }: LineTableProps) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const counts = useMemo(() => countOutcomes(lines, outcomes), [lines, outcomes]);
  const shown = useMemo(
    () => (outcome ? lines.filter((l) => l.outcome === outcome) : lines),
    [lines, outcome],
  );
  const columns = useMemo(() => columnsFor(outcomeHeader), [outcomeHeader]);
  const rows = shown.slice((page - 1) * perPage, page * perPage);
  const choose = (next: string | null) => {
    setOutcome(next);
    setPage(1);
  };
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {title} ({formatNumber(lines.length)})
        </h2>
        {fileName && lines.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => void download(fileName, lines)}>
            <Download aria-hidden />
            Download this report ({formatNumber(lines.length)} {lines.length === 1 ? 'row' : 'rows'})
          </Button>
        )}
      </div>
      {counts.length > 1 && (
        <div role="group" aria-label="Show lines by outcome" className="flex flex-wrap gap-2">
          <Button
            variant={outcome === null ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={outcome === null}
            onClick={() => choose(null)}
          >
            All {formatNumber(lines.length)}
          </Button>
          {counts.map(([name, n]) => (
            <Button
              key={name}
              variant={outcome === name ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={outcome === name}
              onClick={() => choose(name)}
            >
              {name} {formatNumber(n)}
            </Button>
          ))}
        </div>
      )}
      <DataTable
        label={title}
        columns={columns}
        query={{
          data: { results: rows, total: shown.length },
          error: null,
          isPending: false,
          isPlaceholderData: false,
          refetch: () => undefined,
        }}
        getRowId={(l) => String(l.line)}
        empty={<EmptyState icon={CircleCheck} title={empty.title} description={empty.description} />}
        paging={{
          page,
          perPage,
          setPage,
          setPerPage: (n) => {
            setPerPage(n);
            setPage(1);
          },
        }}
      />
    </section>
  );
}
