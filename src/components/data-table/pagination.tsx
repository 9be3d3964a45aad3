import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PER_PAGE_OPTIONS } from '../../hooks/use-list-state';
import { formatNumber } from '../../lib/format';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/select';

interface PaginationProps {
  page: number;
  perPage: number;
  total: number | undefined;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** The next page is loading: disable the pager so one click is one page. */
  busy?: boolean;
}

export function Pagination({ page, perPage, total, onPageChange, onPerPageChange, busy }: PaginationProps) {
  const pageCount = total === undefined ? undefined : Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = total === undefined ? undefined : Math.min(page * perPage, total);

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-sm"
    >
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        {total === undefined
          ? 'Loading…'
          : `${formatNumber(first)}–${formatNumber(last ?? 0)} of ${formatNumber(total)}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 whitespace-nowrap text-muted-foreground">
          Rows per page
          <NativeSelect
            value={String(perPage)}
            onChange={(e) => onPerPageChange(Number(e.target.value))}
            className="h-8"
            wrapperClassName="w-20"
          >
            {PER_PAGE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </label>
        <span className="px-2 whitespace-nowrap tabular-nums">
          Page {page}
          {pageCount !== undefined && ` of ${formatNumber(pageCount)}`}
        </span>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous page"
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next page"
          disabled={pageCount === undefined || page >= pageCount || busy}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
