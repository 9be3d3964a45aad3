import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a navigation drops unsaved changes (the blocker comes from `useServerForm`). */
export function UnsavedChangesDialog({ blocker, what }: { blocker: Blocker; what: string }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description={`Your changes to ${what} will be lost.`}
      confirmLabel="Leave"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
