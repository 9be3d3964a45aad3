import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { useRemoveTagMember } from './api';

interface RemoveTagDialogProps {
  communityId: string;
  tag: { id: string; name: string } | undefined;
  member: { id: string; label: string } | undefined;
  /** Closes the dialog (also after a removal). */
  onClose: () => void;
  onRemoved?: () => void;
}

/** Takes one tag off one member, after a confirmation naming both. */
export function RemoveTagDialog({ communityId, tag, member, onClose, onRemoved }: RemoveTagDialogProps) {
  const remove = useRemoveTagMember(communityId);
  return (
    <ConfirmDialog
      open={tag !== undefined && member !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={`Remove “${tag?.name ?? ''}” from ${member?.label ?? ''}?`}
      description="The member stays in the community; only the tag is taken off. Badges that this tag gates may no longer be claimable by them."
      confirmLabel="Remove tag"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!tag || !member) return;
        remove.mutate(
          { path: { id: communityId, tagId: tag.id, memberId: member.id } },
          {
            onSuccess: () => {
              toast.success(`Removed “${tag.name}” from ${member.label}`);
              onRemoved?.();
              onClose();
            },
            onError: (error) => toast.error(`Could not remove the tag: ${error.message}`),
          },
        );
      }}
    />
  );
}
