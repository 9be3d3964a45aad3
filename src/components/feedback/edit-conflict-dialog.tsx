import { useId, useState } from 'react';
import { valueText, type ConflictChoice, type ConflictRow } from '../../lib/edit-conflicts';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

/** The fields changed elsewhere since an edit form opened, as `useServerForm` gives them. */
export interface EditConflict<T> {
  rows: ConflictRow<T>[];
  labels: Partial<Record<keyof T, string>>;
  /** "this badge". */
  what: string;
  /** A field's value as text, where the form's own value would not read well (plain text otherwise). */
  describe?: ((field: keyof T, value: T[keyof T]) => string | undefined) | undefined;
  onResolve: (choices: ReadonlyMap<keyof T, ConflictChoice>) => void;
  onCancel: () => void;
}

/**
 * Before an edit form saves over a change made elsewhere: each such field with the value stored now
 * and the form's, and a choice between them. Nothing is sent until the admin saves with the choices.
 */
export function EditConflictDialog<T>({ conflict }: { conflict: EditConflict<T> | null }) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && conflict?.onCancel()}>
      <DialogContent className="sm:max-w-2xl">
        {/* Mounted with each conflict, so every opening starts from the presets. */}
        {conflict && <ConflictChoices conflict={conflict} />}
      </DialogContent>
    </Dialog>
  );
}

function ConflictChoices<T>({ conflict }: { conflict: EditConflict<T> }) {
  const { rows, labels, what, describe, onResolve, onCancel } = conflict;
  const text = (field: keyof T, value: T[keyof T]) => describe?.(field, value) ?? valueText(value);
  const [choices, setChoices] = useState<ReadonlyMap<keyof T, ConflictChoice>>(
    () => new Map(rows.map((row) => [row.field, row.preset])),
  );
  const choose = (field: keyof T, choice: ConflictChoice) =>
    setChoices((current) => new Map(current).set(field, choice));

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Changed since you opened it</DialogTitle>
        <DialogDescription>
          Someone saved {what} while you were editing it. Choose what to keep for each field below; nothing is
          saved until you do.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        {rows.map((row) => (
          <ConflictField
            key={String(row.field)}
            label={labels[row.field] ?? String(row.field)}
            theirs={text(row.field, row.theirs)}
            yours={text(row.field, row.yours)}
            choice={choices.get(row.field) ?? row.preset}
            onChoose={(choice) => choose(row.field, choice)}
          />
        ))}
      </div>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Back to the form
        </Button>
        <Button type="button" onClick={() => onResolve(choices)}>
          Save with these choices
        </Button>
      </DialogFooter>
    </div>
  );
}

interface ConflictFieldProps {
  label: string;
  theirs: string;
  yours: string;
  choice: ConflictChoice;
  onChoose: (choice: ConflictChoice) => void;
}

const CHOICES: readonly { value: ConflictChoice; label: string }[] = [
  { value: 'theirs', label: 'Keep theirs' },
  { value: 'mine', label: 'Keep mine' },
];

function ConflictField({ label, theirs, yours, choice, onChoose }: ConflictFieldProps) {
  const name = useId();
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <dl className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-3">
        <div className="min-w-0">
          <dt className="text-muted-foreground">Changed elsewhere to:</dt>
          <dd className="break-words whitespace-pre-wrap">{theirs}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Yours:</dt>
          <dd className="break-words whitespace-pre-wrap">{yours}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((option) => (
          <label key={option.value} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => onChoose(option.value)}
              className="accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
