import { Link } from 'react-router';
import type { Tag } from '../../api/types';
import { Checkbox } from '../../components/ui/checkbox';
import { paths } from '../../config/paths';
import type { ExistingCheck } from '../../features/members/existing-members';
import type { CheckedList, OptionsProps } from '../../features/wallet-list/types';
import { formatNumber } from '../../lib/format';
import type { ImportPlan } from './import-plan';

/** The import's own parts of the dry run: how members were checked, the file's tags; tags for all. */

function existingNote(list: CheckedList<ExistingCheck>, wallets: number): string {
  const existing = list.context;
  if (list.skipped) return 'Not checked: the service will skip wallets that are already members.';
  if (!existing) return '';
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

export function ImportNotes({
  plan,
  list,
  communityId,
}: {
  plan: ImportPlan;
  list: CheckedList<ExistingCheck>;
  communityId: string;
}) {
  const note = existingNote(list, plan.items.length + plan.counts.existing);
  const n = plan.unknownTags.length;
  return (
    <>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {plan.tagColumn && (
        <p className="text-sm">
          The file’s “{plan.tagColumn}” column gives some wallets their own tags; they are applied with the tags
          chosen below.
        </p>
      )}
      {n > 0 && (
        <div
          role="note"
          aria-label="Tags not found"
          className="rounded-md border border-warning-fg/30 bg-warning-bg p-3 text-sm text-warning-fg"
        >
          <p className="font-medium">
            {n === 1 ? 'A tag in the file does not exist' : 'Tags in the file do not exist'} in this community;
            those wallets are added without {n === 1 ? 'it' : 'them'}:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {plan.unknownTags.map((t) => (
              <li key={t.name}>
                “{t.name}” on line{t.lines.length === 1 ? '' : 's'} {lineList(t.lines)}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            To apply {n === 1 ? 'it' : 'them'}, create {n === 1 ? 'it' : 'them'} on the{' '}
            <Link to={paths.tags(communityId)} className="underline">
              Tags page
            </Link>{' '}
            and check the file again.
          </p>
        </div>
      )}
    </>
  );
}

/** Tags for every wallet of the import (the page's choice). */
export function TagsField({
  tags,
  value,
  onChange,
}: OptionsProps<ImportPlan, ReadonlySet<string>> & { tags: { data: Tag[] | undefined; error: Error | null } }) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Tags for every wallet of this import</legend>
      {tags.error ? (
        <p className="text-sm text-danger-fg">The community’s tags could not be read: {tags.error.message}</p>
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
              checked={value.has(tag.id)}
              onChange={(e) => toggle(tag.id, e.target.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
