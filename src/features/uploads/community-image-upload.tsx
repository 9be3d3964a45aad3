import { useParams } from 'react-router';
import { UploadDropzone } from './upload-dropzone';

/**
 * The upload widget for an image field of a community's form (experiences, mintables): an uploaded
 * file's CDN URL goes into the field.
 */
export function CommunityImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const communityId = useParams().communityId ?? '';
  return (
    <UploadDropzone communityId={communityId} onUploaded={(record) => record.url && onUploaded(record.url)} />
  );
}
