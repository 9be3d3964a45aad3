import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { spokenWords, visibleWords } from '../../lib/visible-words';

/**
 * How a row link is named (WCAG 2.5.3, label in name: the name holds the words the link shows):
 * - `label`: the row label says all the link shows, and names it (a badge's title);
 * - `shown`: the link shows the label and more (an ENS name and its wallet), and is named by it;
 * - `both`: the link shows other words (an attribution's date), named by the label, then them.
 */
export type RowLinkNaming = 'label' | 'shown' | 'both';

export function rowLinkNaming(shown: string, label: string): RowLinkNaming {
  const said = spokenWords(label);
  if (said.includes(shown)) return 'label';
  if (shown.includes(said)) return 'shown';
  return 'both';
}

interface RowLinkProps {
  to: string;
  /** What names the record (its title, the member's name); undefined: the link's text alone. */
  label: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  className: string;
  children: ReactNode;
}

/**
 * A row's link, named by its row label and what it shows without changing its text (a reader of
 * the link's text, a test finding it by text, gets the words shown, once). Which naming applies is
 * read from the drawn link, since a cell is any markup; it is settled before the browser paints.
 * For `both`, the label is a hidden element beside the link that its aria-labelledby reads first.
 */
export function RowLink({ to, label, onKeyDown, className, children }: RowLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const [naming, setNaming] = useState<RowLinkNaming>('label');
  const linkId = useId();
  const labelId = useId();
  // Read again whenever the cell is drawn again: its words may change with the row.
  useLayoutEffect(() => {
    if (link.current && label !== undefined) setNaming(rowLinkNaming(visibleWords(link.current), label));
  }, [label, children]);
  return (
    <>
      <Link
        ref={link}
        id={linkId}
        to={to}
        data-row-link
        onKeyDown={onKeyDown}
        aria-label={naming === 'label' ? label : undefined}
        aria-labelledby={naming === 'both' ? `${labelId} ${linkId}` : undefined}
        className={className}
      >
        {children}
      </Link>
      {naming === 'both' && (
        <span id={labelId} hidden>
          {label},
        </span>
      )}
    </>
  );
}
