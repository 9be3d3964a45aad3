import { useId, useMemo, useState } from 'react';
import type { Tag } from '../../api/generated/types.gen';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { formatNumber } from '../../lib/format';

/**
 * Choices drawn at once. A community with thousands of tags (or a service that answers more than
 * was asked) would otherwise draw thousands of checkboxes and hold the page for seconds; past this
 * many, the filter narrows the list.
 */
export const VISIBLE_TAGS = 50;
/** Up to this many tags, the plain list is shorter than a filter box and its explanation. */
const FILTER_FROM = 9;

interface GatingTagPickerProps {
  tags: readonly Tag[];
  /** Ids of the chosen tags. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * The gating tags of a badge: checkboxes, with a filter box once the list is long. Chosen tags stay
 * listed first whatever the filter, so a choice never disappears from view.
 */
export function GatingTagPicker({ tags, value, onChange }: GatingTagPickerProps) {
  const [filter, setFilter] = useState('');
  const statusId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const needle = filter.trim().toLowerCase();
  const { shown, first, matching } = useMemo(() => {
    const first = tags.filter((t) => chosen.has(t.id));
    const rest = tags.filter((t) => !chosen.has(t.id) && t.name.toLowerCase().includes(needle));
    return {
      shown: [...first, ...rest.slice(0, Math.max(0, VISIBLE_TAGS - first.length))],
      first: first.length,
      matching: rest.length,
    };
  }, [tags, chosen, needle]);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const filtered = tags.length >= FILTER_FROM;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Gating tags</legend>
      <p className="text-sm text-muted-foreground">Members holding one of these tags may claim the badge.</p>
      {tags.length === 0 && <p className="text-sm text-muted-foreground">This community has no tags yet.</p>}
      {filtered && (
        <>
          <Input
            type="search"
            aria-label="Filter tags"
            aria-describedby={statusId}
            placeholder="Filter tags by name"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="w-64"
          />
          <p id={statusId} role="status" className="text-sm text-muted-foreground">
            {pickerStatus(shown.length - first, matching, tags.length - first, needle !== '')}
            {first > 0 && ` · ${formatNumber(first)} chosen`}
          </p>
        </>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {shown.map((tag) => (
          <Checkbox
            key={tag.id}
            value={tag.id}
            checked={chosen.has(tag.id)}
            onChange={(event) => toggle(tag.id, event.target.checked)}
            label={tag.name}
          />
        ))}
      </div>
    </fieldset>
  );
}

function pickerStatus(shown: number, matching: number, total: number, filtering: boolean): string {
  const tags = (n: number) => `${formatNumber(n)} ${n === 1 ? 'tag' : 'tags'}`;
  if (filtering) {
    if (matching === 0) return 'No tag matches';
    return shown < matching
      ? `Showing ${formatNumber(shown)} of ${tags(matching)} matching`
      : `${tags(matching)} matching`;
  }
  return shown < total ? `Showing ${formatNumber(shown)} of ${tags(total)}; type to narrow` : tags(total);
}
