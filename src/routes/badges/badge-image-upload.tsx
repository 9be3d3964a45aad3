import { useParams } from 'react-router';
import { UploadDropzone } from '../../features/uploads/upload-dropzone';

/** The upload widget for the badge form: an uploaded file's CDN URL becomes the badge image. */
export function BadgeImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const communityId = useParams().communityId ?? '';
  return (
    <UploadDropzone communityId={communityId} onUploaded={(record) => record.url && onUploaded(record.url)} />
  );
}
