import { useState, type SubmitEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { MAX_VIEW_NAME } from '../../lib/saved-views';

interface ViewNameDialogProps {
  /** Open with this name in the field; closed when undefined. */
  initialName: string | undefined;
  title: string;
  description: string;
  confirmLabel: string;
  /** Why the name cannot be used, or undefined. */
  validate: (name: string) => string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a view's name (saving or renaming), checked when submitted and then as it is typed. */
export function ViewNameDialog({ initialName, onClose, ...props }: ViewNameDialogProps) {
  return (
    <Dialog open={initialName !== undefined} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by the name it opens with, so each opening starts from it, with no error shown. */}
      {initialName !== undefined && (
        <NameForm key={initialName} initialName={initialName} onClose={onClose} {...props} />
      )}
    </Dialog>
  );
}

function NameForm({
  initialName,
  title,
  description,
  confirmLabel,
  validate,
  onSubmit,
  onClose,
}: ViewNameDialogProps & { initialName: string }) {
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? validate(name) : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validate(name) === undefined) onSubmit(name.trim());
  };

  return (
    <DialogContent>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Field label="View name" error={error} required>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_VIEW_NAME + 20}
            autoComplete="off"
          />
        </Field>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{confirmLabel}</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
