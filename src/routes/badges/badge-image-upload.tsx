import { useParams } from 'react-router';
import { ArtReview } from '../../features/art/art-review';
import { UploadDropzone } from '../../features/uploads/upload-dropzone';

/**
 * The upload widget for the badge form: a chosen image is checked against the art guidelines and
 * previewed as members will see it beside the badge's title, then uploaded; its CDN URL becomes the
 * badge image.
 */
export function BadgeImageUpload({
  onUploaded,
  title,
}: {
  onUploaded: (url: string) => void;
  title: string;
}) {
  const communityId = useParams().communityId ?? '';
  return (
    <UploadDropzone
      communityId={communityId}
      onUploaded={(record) => record.url && onUploaded(record.url)}
      review={(file, { upload, discard, replace }) => (
        <ArtReview file={file} title={title} onUpload={upload} onDiscard={discard} onReplace={replace} />
      )}
    />
  );
}
