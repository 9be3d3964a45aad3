import { Download, ShieldAlert } from 'lucide-react';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { formatNumber } from '../../lib/format';
import { MemberChecksSection, type MemberChecksSectionProps } from './member-checks-section';
import { REASON_LABELS, reasonMeaning } from './reason-labels';
import { BOARD_REASONS, MEMBER_REASONS, type Reason } from './review-signals';
import { THRESHOLD_FIELDS, type SignalParams } from './signal-params';
import type { ReviewSignalsState } from './use-review-signals';

export interface ReviewSignalsPanelProps {
  params: SignalParams;
  onChange: (next: SignalParams) => void;
  signals: ReviewSignalsState;
  /** The whole board is in (the signals read all of it). */
  complete: boolean;
  onExport: () => void;
  /** The member checks of the top entries (run on request). */
  memberChecks: MemberChecksSectionProps;
}

/**
 * The review signals' switch, thresholds (kept in the URL), counts per reason, the "flagged only"
 * filter and the CSV of flagged entries, under a plain statement of what the signals are.
 */
export function ReviewSignalsPanel({
  params,
  onChange,
  signals,
  complete,
  onExport,
  memberChecks,
}: ReviewSignalsPanelProps) {
  const { data } = signals;
  const flagged = data?.reasons.size ?? 0;
  // The members' reasons are counted once their checks have started.
  const listed: readonly Reason[] =
    memberChecks.state.status === 'idle' ? BOARD_REASONS : [...BOARD_REASONS, ...MEMBER_REASONS];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle as="h3">Review signals</CardTitle>
          <CardDescription>
            Signals for review, not verdicts: an entry flagged here may be fine (a live event’s check-ins come
            in a burst). Look at it before rewarding or excluding it.
          </CardDescription>
        </div>
        <Button
          variant="secondary"
          onClick={() => onChange({ ...params, on: !params.on, flaggedOnly: false })}
        >
          <ShieldAlert aria-hidden />
          {params.on ? 'Hide signals' : 'Show signals'}
        </Button>
      </CardHeader>
      {params.on && (
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            {THRESHOLD_FIELDS.map((field) => (
              <Field key={field.param} label={field.label}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  step="any"
                  className="w-28"
                  defaultValue={params.thresholds[field.key]}
                  onChange={(e) => {
                    const value = e.target.value.trim() === '' ? NaN : Number(e.target.value);
                    if (Number.isFinite(value) && value >= field.min)
                      onChange({ ...params, thresholds: { ...params.thresholds, [field.key]: value } });
                  }}
                />
              </Field>
            ))}
          </div>
          {!complete ? (
            <p className="text-sm text-muted-foreground">
              The signals are computed once the whole board is read.
            </p>
          ) : signals.error ? (
            <InlineError>
              The signals could not be computed: {signals.error.message}
            </InlineError>
          ) : (
            data && (
              // data-signals marks the computed result for the benchmark (scripts/benchmark.mjs).
              <div
                className="flex flex-col gap-3"
                aria-busy={signals.pending}
                data-signals={signals.pending ? 'updating' : 'ready'}
              >
                <p className="text-sm font-medium" aria-live="polite">
                  {formatNumber(flagged)} {flagged === 1 ? 'entry' : 'entries'} flagged
                  {signals.pending && <span className="font-normal text-muted-foreground"> · updating…</span>}
                </p>
                <ul aria-label="Entries per reason" className="grid gap-1 text-sm sm:grid-cols-2">
                  {listed.map((r) => (
                    <li key={r}>
                      <span className="font-medium">
                        {REASON_LABELS[r]}: {formatNumber(data.counts[r])}
                      </span>{' '}
                      <span className="text-muted-foreground">
                        ({reasonMeaning(r, params.thresholds, data.outlierAbove)})
                      </span>
                    </li>
                  ))}
                </ul>
                {data.excludedFromBurst > 0 && (
                  <p className="text-sm text-muted-foreground">
                    {formatNumber(data.excludedFromBurst)}{' '}
                    {data.excludedFromBurst === 1 ? 'award' : 'awards'} made by this browser’s own bulk
                    jobs {data.excludedFromBurst === 1 ? 'is' : 'are'} left out of the burst signal.
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <Checkbox
                    label="Flagged only"
                    checked={params.flaggedOnly}
                    onChange={(e) => onChange({ ...params, flaggedOnly: e.target.checked })}
                  />
                  <Button variant="secondary" size="sm" onClick={onExport} disabled={flagged === 0}>
                    <Download aria-hidden />
                    Export flagged
                  </Button>
                </div>
                <MemberChecksSection {...memberChecks} />
              </div>
            )
          )}
        </CardContent>
      )}
    </Card>
  );
}
