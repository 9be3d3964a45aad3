import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { useUrlState } from '../../hooks/use-url-state';
import { parseUrlField } from '../../lib/url-state';
import { JOURNAL_RESOURCES } from './journal-entry';
import { journalSearch, type JournalFilters } from './journal-filters';

/** Resource, outcome and a date range; each change goes into the URL (replacing, not stacking history). */
export function JournalFilterBar({ filters }: { filters: JournalFilters }) {
  const [, setSearch] = useUrlState(journalSearch, { replace: true });
  const set = (name: keyof JournalFilters, value: string) =>
    setSearch({ [name]: parseUrlField(journalSearch, name, value) });
  return (
    <div role="group" aria-label="Filters" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Field label="Resource">
        <NativeSelect value={filters.resource ?? ''} onChange={(e) => set('resource', e.target.value)}>
          <option value="">All</option>
          {JOURNAL_RESOURCES.map((r) => (
            <option key={r} value={r}>
              {r.charAt(0).toUpperCase() + r.slice(1)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Outcome">
        <NativeSelect value={filters.outcome ?? ''} onChange={(e) => set('outcome', e.target.value)}>
          <option value="">All</option>
          <option value="succeeded">Succeeded</option>
          <option value="failed">Failed</option>
        </NativeSelect>
      </Field>
      <Field label="From">
        <Input type="date" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
      </Field>
      <Field label="To">
        <Input type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </Field>
    </div>
  );
}
