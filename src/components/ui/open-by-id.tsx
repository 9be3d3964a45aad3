import { History, X } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { RecentId } from '../../lib/recent-ids';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';

type OpenByIdProps = {
  /** The field's label, e.g. "Collection ID". */
  label: string;
  /** Called with the trimmed id when the admin opens it. */
  onOpen: (id: string) => void;
  /** Ids opened before in this browser, newest first. */
  recent: readonly RecentId[];
  hrefOf: (id: string) => string;
  onForget: (id: string) => void;
  /** The recent list's heading, e.g. "Opened recently in this browser". */
  recentTitle?: string;
};

/**
 * Where the service offers no list to pick from: an id field, and the ids opened here before (kept
 * in this browser only), each a link with a way to forget it.
 */
export function OpenById({
  label,
  onOpen,
  recent,
  hrefOf,
  onForget,
  recentTitle = 'Opened recently in this browser',
}: OpenByIdProps) {
  const headingId = useId();
  const [id, setId] = useState('');
  const [error, setError] = useState<string>();
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = id.trim();
    if (!trimmed) {
      setError(`Enter the ${label.toLowerCase().replace(/ id$/, ' ID')}.`);
      return;
    }
    onOpen(trimmed);
  };
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={open} noValidate className="flex flex-wrap items-start gap-2">
        <Field label={label} error={error} className="w-full max-w-md">
          <Input
            value={id}
            onChange={(e) => {
              setId(e.target.value);
              setError(undefined);
            }}
            className="font-mono"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
          />
        </Field>
        {/* Lines up with the input below the label. */}
        <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]">
          Open
        </Button>
      </form>
      {recent.length > 0 && (
        <section aria-labelledby={headingId} className="flex flex-col gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
            <History aria-hidden className="size-4 text-muted-foreground" />
            {recentTitle}
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {recent.map((item) => (
              <li key={item.id} className="flex items-center gap-2 px-3 py-2">
                <Link
                  to={hrefOf(item.id)}
                  className="flex min-w-0 flex-1 flex-col rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="truncate font-medium">{item.label ?? item.id}</span>
                  <span className="truncate font-mono text-xs text-muted-foreground">
                    {item.label ? item.id : null}
                    {item.label && item.note ? ' · ' : null}
                    {item.note}
                  </span>
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Forget ${item.label ?? item.id}`}
                  onClick={() => onForget(item.id)}
                  className="size-7 shrink-0 text-muted-foreground hover:text-foreground"
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
