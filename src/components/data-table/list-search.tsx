import { Search, X } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

export interface ListSearchProps {
  label: string;
  placeholder: string;
  /** The search in the URL, if any. */
  value: string | undefined;
  /** Searches for the text (undefined: blank, the search is cleared). */
  onSearch: (text: string | undefined) => void;
  className?: string;
}

/**
 * A list's search box: what is typed is searched on Enter or Search, not on each key (a search may
 * read the whole list), and the URL keeps it. A search changed elsewhere (Back, Clear filters)
 * replaces what the box shows.
 */
export function ListSearch({ label, placeholder, value, onSearch, className }: ListSearchProps) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
      className={cn('flex min-w-0 items-end gap-2', className)}
    >
      <Field label={label} className="min-w-0 flex-1">
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
      </Field>
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Search
      </Button>
      {value !== undefined && (
        <Button type="button" variant="ghost" onClick={() => onSearch(undefined)}>
          <X aria-hidden />
          Clear
        </Button>
      )}
    </form>
  );
}
