import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CopyButton } from './copy-button';

/** The last characters stay visible when masked, so two secrets can be told apart without showing either. */
const VISIBLE_END = 4;

export type SecretTextProps = {
  value: string | undefined;
  /** What the secret is, for the buttons' names: "Show <label>", "Copy <label>". */
  label: string;
  className?: string;
};

/**
 * A secret (a key, an experience's secret): masked until the admin reveals it, with a copy button
 * that copies the whole value either way (copying does not put it on screen).
 */
export function SecretText({ value, label, className }: SecretTextProps) {
  const [shown, setShown] = useState(false);
  if (!value) return <span className="text-muted-foreground">Not returned</span>;
  const end = value.length > VISIBLE_END * 2 ? value.slice(-VISIBLE_END) : '';
  return (
    <span className={cn('inline-flex max-w-full min-w-0 items-center gap-1', className)}>
      {shown ? (
        <code className="font-mono text-xs break-all">{value}</code>
      ) : (
        <code className="font-mono text-xs whitespace-nowrap">
          <span aria-hidden="true">
            {'•'.repeat(12)}
            {end}
          </span>
          <span className="sr-only">Hidden{end ? `, ends in ${end}` : ''}</span>
        </code>
      )}
      <Button
        variant="ghost"
        size="icon"
        // One name for both states; aria-pressed says whether the secret is shown.
        aria-label={`Show ${label}`}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
        className="size-7 shrink-0 text-muted-foreground hover:text-foreground [&_svg]:size-3.5"
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <CopyButton value={value} label={label} />
    </span>
  );
}
