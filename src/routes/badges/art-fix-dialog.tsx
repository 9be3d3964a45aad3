import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { badgeKeys } from '../../api/resources/badges';
import type { Badge } from '../../api/types';
import { ErrorState } from '../../components/feedback/error-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { ArtReview } from '../../features/art/art-review';
import { readArtFile } from '../../features/art/read-art-file';
import { useUpdateBadge } from '../../features/badges/api';
import { badgeTitle } from '../../features/badges/badge-columns';
import { UploadDropzone } from '../../features/uploads/upload-dropzone';
import { safeImageUrl } from '../../lib/url';

export interface ArtFixDialogProps {
  communityId: string;
  badge: Badge;
  onClose: () => void;
  /** Called once the badge's image is updated. */
  onSaved: (badgeId: string) => void;
}

/** Why the current art cannot be opened, and what to do instead. */
function ReadRefusal({
  url,
  reason,
}: {
  url: string | undefined;
  reason: 'none' | 'not-readable' | 'not-an-image';
}) {
  const host = url ? new URL(url).host : '';
  const text = {
    none: 'This badge has no art that can be shown yet.',
    'not-readable': `${host} does not let this page read the art (it allows no cross-origin reads), so the studio cannot open it.`,
    'not-an-image': `${host} does not answer with an image for this address.`,
  }[reason];
  return (
    <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
      {text} Drop the original file instead: it gets the same checks and the studio.
    </p>
  );
}

/**
 * Fixing one badge's art from the art review: its current art is read from its host and opened in
 * the studio (as the badge form opens it), then checked, uploaded with progress, and set as the
 * badge's image. A host that does not allow the read leaves a drop zone for the original file.
 */
export function ArtFixDialog({ communityId, badge, onClose, onSaved }: ArtFixDialogProps) {
  const title = badgeTitle(badge);
  const url = safeImageUrl(badge.image);
  const update = useUpdateBadge(communityId);
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState<string>();
  const current = useQuery({
    queryKey: ['art-file', url ?? '', title],
    queryFn: ({ signal }) => readArtFile(url ?? '', title, signal),
    enabled: url !== undefined,
    // The bytes are held by this dialog only: read afresh each time it opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const save = async (image: string) => {
    setUploaded(image);
    // The review read the badge as a list: cached as its page, the journal compares the update with it.
    queryClient.setQueryData<Badge>(badgeKeys.detail(communityId, badge.id), (cached) => cached ?? badge);
    await update.mutateAsync({ path: { id: communityId, badgeId: badge.id }, body: { image } });
    onSaved(badge.id);
    toast.success(`Art of '${title}' replaced`);
    onClose();
  };

  const read = current.data;
  const reading = url !== undefined && current.isPending;
  const refusal = url === undefined ? 'none' : read?.state === 'refused' ? read.reason : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Fix the art of {title}</DialogTitle>
          <DialogDescription>
            The new art is checked, uploaded and set as the badge&apos;s image at once.
          </DialogDescription>
        </DialogHeader>
        {reading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Reading the current art…
          </p>
        ) : (
          <>
            {refusal && <ReadRefusal url={url} reason={refusal} />}
            <UploadDropzone
              communityId={communityId}
              initialFile={read?.state === 'read' ? read.file : undefined}
              onUploaded={(record) => record.url && void save(record.url).catch(() => undefined)}
              review={(file, { upload, discard, replace }) => (
                <ArtReview
                  file={file}
                  title={title}
                  onUpload={upload}
                  onDiscard={discard}
                  onReplace={replace}
                  openStudio
                />
              )}
            />
          </>
        )}
        {update.isError && uploaded && (
          <ErrorState
            title="The art is uploaded, but the badge could not be updated"
            error={update.error}
            onRetry={() => void save(uploaded).catch(() => undefined)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
