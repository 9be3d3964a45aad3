import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Name the record and what the action touches. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** For irreversible actions: the user must type exactly this text before confirming. */
  confirmText?: string;
  /** Disables both buttons, shows a spinner and keeps the dialog open while the action runs. */
  pending?: boolean;
  /** Keeps the confirm button disabled, e.g. while what the action touches is still being found. */
  confirmDisabled?: boolean;
  /** More about what the action touches (lists, progress), below the description. */
  children?: ReactNode;
  /** May return a promise; the parent handles its outcome (toast, close, pending). */
  onConfirm: () => unknown;
};

/** The parent closes the dialog (onOpenChange(false)) when the action succeeds. */
export function ConfirmDialog({ open, onOpenChange, pending = false, ...rest }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !pending) onOpenChange(next);
      }}
    >
      {/* The body mounts with the dialog, so the typed text resets every time it opens. */}
      <DialogContent hideClose={pending}>
        <ConfirmDialogBody pending={pending} onCancel={() => onOpenChange(false)} {...rest} />
      </DialogContent>
    </Dialog>
  );
}

type BodyProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
  pending: boolean;
  onCancel: () => void;
};

function ConfirmDialogBody({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  confirmText,
  pending,
  confirmDisabled = false,
  children,
  onConfirm,
  onCancel,
}: BodyProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const canConfirm = !confirmDisabled && (confirmText === undefined || typed === confirmText);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canConfirm && !pending) onConfirm();
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {confirmText !== undefined && (
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>
            Type <span className="font-mono font-semibold break-all">{confirmText}</span> to confirm
          </Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            disabled={pending}
          />
        </div>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'primary'}
          disabled={!canConfirm}
          pending={pending}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
