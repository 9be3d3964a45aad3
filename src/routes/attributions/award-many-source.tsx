import { FileUp } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';

const FORMAT =
  'One wallet per line, or a CSV with a “wallet” (or “address”) column; its other columns (e.g. “score”) are stored as each award’s metadata.';

const EXAMPLE =
  'wallet,score\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,42\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,17';

export interface AwardManySourceProps {
  /** A file read or a paste: the page checks it. */
  onSource: (source: string | Blob) => void;
  /** A check is under way: the controls wait. */
  busy: boolean;
}

/** Where the list of wallets comes from: a file dropped or chosen, or text pasted. */
export function AwardManySource({ onSource, busy }: AwardManySourceProps) {
  const [text, setText] = useState('');
  const formatId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true, // the "Choose a file" button is the keyboard control
    disabled: busy,
    onDrop: (accepted: File[]) => {
      const file = accepted[0];
      if (file) onSource(file);
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== '') onSource(text);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div
        {...getRootProps({
          role: 'group',
          'aria-label': 'Award from a file',
          'aria-describedby': formatId,
          className: cn(
            'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-6 py-8 text-center transition-colors',
            isDragActive && 'border-primary bg-muted',
          ),
        })}
      >
        <input
          {...getInputProps({ accept: '.csv,.tsv,.txt,text/csv,text/plain', 'aria-label': 'CSV file' })}
        />
        <FileUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm">{isDragActive ? 'Drop the file to check it' : 'Drop a CSV file here, or'}</p>
        <Button variant="secondary" size="sm" disabled={busy} onClick={open}>
          Choose a file
        </Button>
        <p id={formatId} className="max-w-sm text-xs text-muted-foreground">
          {FORMAT} Nothing is awarded before you start.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label="Or paste the list"
          description="The same format as a file, e.g. copied from a spreadsheet."
        >
          <Textarea
            rows={7}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={EXAMPLE}
          />
        </Field>
        <div>
          <Button type="submit" disabled={busy || text.trim() === ''}>
            Check the list
          </Button>
        </div>
      </form>
    </div>
  );
}
