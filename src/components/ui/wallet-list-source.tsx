import { FileUp } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Field } from './field';
import { Textarea } from './textarea';

export interface WalletListSourceProps {
  /** The accepted format, under the drop zone (its description). */
  format: string;
  /** A short example, shown in the empty paste box. */
  example: string;
  /** The drop zone's accessible name, e.g. "Import a file". */
  fileLabel: string;
  /** What starting does and does not do yet, after the format. */
  notSentYet: string;
  /** A file read or a paste: the page checks it. */
  onSource: (source: string | Blob) => void;
  /** A check is under way: the controls wait. */
  busy: boolean;
}

/**
 * Where a list of wallets comes from, for the pages that act on many wallets (member import, bulk
 * award): a file dropped or chosen, or text pasted.
 */
export function WalletListSource({
  format,
  example,
  fileLabel,
  notSentYet,
  onSource,
  busy,
}: WalletListSourceProps) {
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
          'aria-label': fileLabel,
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
          {format} {notSentYet}
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
            placeholder={example}
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
