import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShowAllButton } from '../../components/ui/show-all-button';
import type { Timeline, TimelineRow } from '../../features/communities/timeline';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

const shortDate = (t: number) => formatDateTime(t, { dateStyle: 'medium' });
const monthLabel = (t: number) => formatDateTime(t, { month: 'short', year: 'numeric' });

/** Month boundaries to label the axis with: at most six, every 1, 2, 3, 6, 12 or 24 months. */
function monthTicks(from: number, to: number): number[] {
  const start = new Date(from);
  const months =
    (new Date(to).getFullYear() - start.getFullYear()) * 12 + new Date(to).getMonth() - start.getMonth();
  const step = [1, 2, 3, 6, 12, 24].find((s) => months / s <= 6) ?? 48;
  const ticks: number[] = [];
  const cursor = new Date(start.getFullYear(), start.getMonth() + 1, 1);
  while (cursor.getMonth() % step !== 0 && step <= 12) cursor.setMonth(cursor.getMonth() + 1);
  for (; cursor.getTime() <= to; cursor.setMonth(cursor.getMonth() + step)) ticks.push(cursor.getTime());
  return ticks;
}

interface Scale {
  at: (t: number) => number;
}

function scaleOf(from: number, to: number): Scale {
  // A little room at both ends, so the first and last markers are not cut in half.
  const pad = (to - from) * 0.02 || 86_400_000;
  const lo = from - pad;
  const span = to + pad - lo;
  return { at: (t) => ((t - lo) / span) * 100 };
}

function TodayLine({ scale, now }: { scale: Scale; now: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-y-0 w-px bg-foreground/60"
      style={{ left: `${scale.at(now).toFixed(2)}%` }}
    />
  );
}

function Bar({ row, scale }: { row: TimelineRow; scale: Scale }) {
  const left = scale.at(row.start ?? row.end);
  const width = Math.max(scale.at(row.end) - left, 0.6);
  const experience = row.kind === 'experience';
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1/2 -translate-y-1/2 rounded-sm',
          experience ? 'h-3 bg-primary' : 'h-2 bg-info-fg/35',
          row.conflict && 'outline-2 outline-offset-1 outline-warning-fg',
        )}
        style={{ left: `${left.toFixed(2)}%`, width: `${width.toFixed(2)}%` }}
      />
      {!experience && (
        // The end of claims: a tick at the bar's end.
        <span
          aria-hidden="true"
          className="absolute top-1/2 h-4 w-0.5 -translate-y-1/2 bg-info-fg"
          style={{ left: `${scale.at(row.end).toFixed(2)}%` }}
        />
      )}
      {row.markers.map((m) => (
        <span
          key={m.id}
          aria-hidden="true"
          title={`${m.name}: ends ${shortDate(m.at)}`}
          className={cn(
            'absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 border',
            m.conflict ? 'border-warning-fg bg-warning-bg' : 'border-success-fg bg-success-bg',
          )}
          style={{ left: `${scale.at(m.at).toFixed(2)}%` }}
        />
      ))}
    </>
  );
}

function rowDates(row: TimelineRow): string {
  const span = row.kind === 'experience' ? 'runs' : 'takes claims';
  const dates =
    row.start === undefined
      ? `until ${shortDate(row.end)}`
      : `${shortDate(row.start)} to ${shortDate(row.end)}`;
  const rewards = row.markers.map(
    (m) => `reward ${m.name} ends ${shortDate(m.at)}${m.conflict ? ' (conflict)' : ''}`,
  );
  return [`${span} ${dates}`, ...rewards].join('; ');
}

const GROUPS = [
  { kind: 'experience', title: 'Experiences' },
  { kind: 'badge', title: 'Badges' },
] as const;

function TimelineRowItem({
  row,
  scale,
  now,
  href,
}: {
  row: TimelineRow;
  scale: Scale;
  now: number;
  href: string;
}) {
  return (
    <li className="grid gap-x-4 py-1 sm:grid-cols-[13rem_1fr] sm:items-center">
      <div className="flex min-w-0 items-baseline gap-2 text-sm">
        <Link to={href} className="truncate font-medium hover:underline" title={row.name}>
          {row.name}
        </Link>
        {row.status === 'approved' && (
          <span className="shrink-0 text-xs text-muted-foreground">Not live yet</span>
        )}
        <span className="sr-only">: {rowDates(row)}</span>
      </div>
      <div className="relative h-6 rounded-sm bg-muted/50" title={rowDates(row)}>
        <TodayLine scale={scale} now={now} />
        <Bar row={row} scale={scale} />
      </div>
    </li>
  );
}

/**
 * The rows a group shows until the user asks for all. A community with a hundred experiences made
 * the timeline most of the overview's page, restyled whole on every change to the page (a dialog
 * opening over it); the schedule warnings above still name every conflict.
 */
export const TIMELINE_ROWS_SHOWN = 12;

function TimelineGroup({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly TimelineRow[];
  children: (row: TimelineRow) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  return (
    <div className="flex flex-col">
      <h3 className="pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul id={listId} className="flex flex-col">
        {(all ? rows : rows.slice(0, TIMELINE_ROWS_SHOWN)).map(children)}
      </ul>
      <ShowAllButton
        all={all}
        onToggle={() => setAll(!all)}
        controls={listId}
        first={TIMELINE_ROWS_SHOWN}
        total={rows.length}
        noun={title.toLowerCase()}
        className="mt-1"
      />
    </div>
  );
}

interface TimelineChartProps {
  timeline: Timeline;
  now: number;
  hrefOf: (row: TimelineRow) => string;
}

/**
 * The rows on one time axis, drawn with CSS. Each row says its dates in words too (for screen
 * readers, and in a tooltip), so the drawing is never the only way to read them.
 */
export function TimelineChart({ timeline, now, hrefOf }: TimelineChartProps) {
  const scale = scaleOf(timeline.from, timeline.to);
  const ticks = monthTicks(timeline.from, timeline.to).filter((t) => scale.at(t) > 3 && scale.at(t) < 97);
  return (
    <div role="group" aria-label="Timeline" className="flex flex-col gap-1">
      <div aria-hidden="true" className="grid gap-x-4 sm:grid-cols-[13rem_1fr]">
        <span className="hidden sm:block" />
        <div className="relative h-5 border-b border-border text-xs text-muted-foreground">
          {ticks.map((t, i) => (
            <span
              key={t}
              className={cn(
                'absolute bottom-1 -translate-x-1/2 whitespace-nowrap',
                i % 2 === 1 && 'max-sm:hidden',
              )}
              style={{ left: `${scale.at(t).toFixed(2)}%` }}
            >
              {monthLabel(t)}
            </span>
          ))}
        </div>
      </div>
      {GROUPS.map(({ kind, title }) => {
        const rows = timeline.rows.filter((r) => r.kind === kind);
        if (rows.length === 0) return null;
        return (
          <TimelineGroup key={kind} title={title} rows={rows}>
            {(row) => <TimelineRowItem key={row.id} row={row} scale={scale} now={now} href={hrefOf(row)} />}
          </TimelineGroup>
        );
      })}
    </div>
  );
}
