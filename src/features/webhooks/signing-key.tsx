import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { cn } from '../../lib/cn';

/** The last characters stay visible when masked, so two keys can be told apart without showing either. */
const VISIBLE_END = 4;

/**
 * A webhook's signing key: masked until the admin reveals it, with a copy button that copies the
 * whole key either way (copying does not put it on screen).
 */
export function SigningKey({ value, className }: { value: string | undefined; className?: string }) {
  const [shown, setShown] = useState(false);
  if (!value) return <span className="text-muted-foreground">Not returned</span>;
  const end = value.length > VISIBLE_END * 2 ? value.slice(-VISIBLE_END) : '';
  return (
    <span className={cn('inline-flex max-w-full min-w-0 flex-wrap items-center gap-1', className)}>
      {shown ? (
        <code className="font-mono text-xs break-all">{value}</code>
      ) : (
        <code className="font-mono text-xs whitespace-nowrap">
          <span aria-hidden="true">
            {'•'.repeat(8)}
            {end}
          </span>
          <span className="sr-only">Hidden{end ? `, ends in ${end}` : ''}</span>
        </code>
      )}
      <Button
        variant="ghost"
        size="icon"
        // One name for both states; aria-pressed says whether the key is shown.
        aria-label="Show signing key"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        className="size-7 text-muted-foreground hover:text-foreground [&_svg]:size-3.5"
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <CopyButton value={value} label="signing key" />
    </span>
  );
}
