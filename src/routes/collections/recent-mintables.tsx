import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { RecentId } from '../../lib/recent-ids';

interface RecentMintablesProps {
  items: readonly RecentId[];
  selected: string;
  onPick: (id: string) => void;
  onForget: (id: string) => void;
}

/** Mintables of this collection created or minted from this browser: the service cannot list them. */
export function RecentMintables({ items, selected, onPick, onForget }: RecentMintablesProps) {
  return (
    <section aria-labelledby="recent-mintables" className="flex flex-col gap-2">
      <h2 id="recent-mintables" className="text-base font-semibold">
        Mintables used in this browser
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet. The mintables you create or mint here are listed, so you can pick them again.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{item.label ?? item.id}</span>
                <span className="truncate font-mono text-xs text-muted-foreground">
                  {item.label ? item.id : null}
                  {item.label && item.note ? ' · ' : null}
                  {item.note}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onPick(item.id)}
                aria-pressed={item.id === selected}
                aria-label={`${item.id === selected ? 'Selected' : 'Mint this'}: ${item.label ?? item.id}`}
              >
                {item.id === selected ? 'Selected' : 'Mint this'}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Forget ${item.label ?? item.id}`}
                onClick={() => onForget(item.id)}
                className="size-7 text-muted-foreground hover:text-foreground"
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
