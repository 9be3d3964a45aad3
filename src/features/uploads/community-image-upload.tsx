import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { UploadDropzone } from './upload-dropzone';

interface CommunityImageUploadProps {
  onUploaded: (url: string) => void;
  /** Shows a chosen image before it is uploaded, for checks such as the art guidelines'. */
  review?: ComponentProps<typeof UploadDropzone>['review'];
}

/**
 * The upload widget for an image field of a community's form (badges, rewards, experiences,
 * mintables): an uploaded file's CDN URL goes into the field.
 */
export function CommunityImageUpload({ onUploaded, review }: CommunityImageUploadProps) {
  const communityId = useParams().communityId ?? '';
  return (
    <UploadDropzone
      communityId={communityId}
      onUploaded={(record) => record.url && onUploaded(record.url)}
      review={review}
    />
  );
}
