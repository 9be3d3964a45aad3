import { TriangleAlert, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../api/errors';
import type { Tag } from '../../api/types';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { paths } from '../../config/paths';
import type { ExistingCheck } from '../../features/members/existing-members';
import { formatNumber } from '../../lib/format';
import type { ImportPlan } from './import-plan';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl leading-8 font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

function refusedDetail(plan: ImportPlan): string {
  const parts: [number, string][] = [
    [plan.counts['invalid-address'], 'invalid'],
    [plan.counts['checksum-mismatch'], 'checksum'],
    [plan.counts.duplicate, 'duplicate'],
    [plan.counts.malformed, 'unreadable'],
  ];
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, what]) => `${formatNumber(n)} ${what}`)
      .join(', ') || 'none'
  );
}

function existingNote(existing: ExistingCheck | null, error: string | undefined, wallets: number): string {
  if (!existing) return error ?? '';
  return existing.method === 'pages'
    ? `Checked against every member of the community (${formatNumber(existing.requests)} requests).`
    : `Each of the ${formatNumber(wallets)} wallets was looked up (${formatNumber(existing.requests)} requests).`;
}

function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 5).map((n) => formatNumber(n));
  return lines.length > 5
    ? `${shown.join(', ')} and ${formatNumber(lines.length - 5)} more`
    : shown.join(', ');
}

export interface ImportReviewProps {
  communityId: string;
  plan: ImportPlan;
  existing: ExistingCheck | null;
  existingError?: string;
  onRecheck: () => void;
  tags: { data: Tag[] | undefined; error: ApiError | null };
  onStart: (tagIds: string[]) => void;
  starting: boolean;
}

/** The dry run: how many will be added, skipped and refused; tags for every wallet; start. */
export function ImportReview(props: ImportReviewProps) {
  const { communityId, plan, existing, existingError, tags } = props;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const count = plan.items.length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dry run</CardTitle>
        <CardDescription>What the import will do. Nothing has been sent yet.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Figure label="Will be added" value={formatNumber(count)} />
          <Figure
            label="Skipped: already members"
            value={existing ? formatNumber(plan.counts.existing) : 'Not checked'}
          />
          <Figure label="Refused" value={formatNumber(plan.refused)} detail={refusedDetail(plan)} />
        </dl>
        {existingError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-warning-fg">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            <span>
              Could not check which wallets are already members: {existingError} The import can go on: the
              service skips members that are already there, and the results say so.
            </span>
            <Button variant="secondary" size="sm" onClick={props.onRecheck}>
              Check again
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {existingNote(existing, existingError, count + plan.counts.existing)}
          </p>
        )}
        {plan.tagColumn && (
          <p className="text-sm">
            The file’s “{plan.tagColumn}” column gives some wallets their own tags; they are applied with the
            tags chosen below.
          </p>
        )}
        {plan.unknownTags.length > 0 && (
          <div
            role="note"
            aria-label="Tags not found"
            className="rounded-md border border-warning-fg/30 bg-warning-bg p-3 text-sm text-warning-fg"
          >
            <p className="font-medium">
              {plan.unknownTags.length === 1
                ? 'A tag in the file does not exist'
                : 'Tags in the file do not exist'}{' '}
              in this community; those wallets are added without{' '}
              {plan.unknownTags.length === 1 ? 'it' : 'them'}:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {plan.unknownTags.map((t) => (
                <li key={t.name}>
                  “{t.name}” on line{t.lines.length === 1 ? '' : 's'} {lineList(t.lines)}
                </li>
              ))}
            </ul>
            <p className="mt-1">
              To apply {plan.unknownTags.length === 1 ? 'it' : 'them'}, create{' '}
              {plan.unknownTags.length === 1 ? 'it' : 'them'} on the{' '}
              <Link to={paths.tags(communityId)} className="underline">
                Tags page
              </Link>{' '}
              and check the file again.
            </p>
          </div>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Tags for every wallet of this import</legend>
          {tags.error ? (
            <p className="text-sm text-danger-fg">
              The community’s tags could not be read: {tags.error.message}
            </p>
          ) : !tags.data ? (
            <p className="text-sm text-muted-foreground">Loading tags…</p>
          ) : tags.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">This community has no tags.</p>
          ) : (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {tags.data.map((tag) => (
                <Checkbox
                  key={tag.id}
                  label={tag.name}
                  checked={chosen.has(tag.id)}
                  onChange={(e) => toggle(tag.id, e.target.checked)}
                />
              ))}
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => props.onStart([...chosen])} disabled={count === 0} pending={props.starting}>
            <UserPlus aria-hidden />
            {count === 1 ? 'Add 1 member' : `Add ${formatNumber(count)} members`}
          </Button>
          {count === 0 && (
            <p className="text-sm text-muted-foreground">No wallet in this list can be added.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
