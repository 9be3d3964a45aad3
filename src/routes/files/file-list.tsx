import { Images } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/feedback/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { UploadDropzone } from '../../features/uploads/upload-dropzone';
import { useUploadedFiles } from '../../features/uploads/use-uploaded-files';
import { FileCard } from './file-card';

/**
 * The files uploaded from this browser (the API has no list-files operation): upload more, see
 * each at several CDN sizes and formats, and copy their URLs.
 */
export function FileList() {
  const communityId = useParams().communityId ?? '';
  const files = useUploadedFiles(communityId);

  return (
    <>
      <PageHeader
        title="Files"
        description="Images uploaded from this browser. They are served by the image CDN."
      />
      <div className="grid max-w-4xl gap-6">
        <UploadDropzone communityId={communityId} multiple showInterrupted />
        {files.length === 0 ? (
          <EmptyState
            icon={Images}
            title="No files yet"
            description="Images you upload here can be used in badges, collections and other objects. Drop, paste or choose images above; this browser remembers them for this connection."
          />
        ) : (
          <section aria-labelledby="uploaded-files-heading" className="grid gap-3">
            <h2 id="uploaded-files-heading" className="text-sm font-medium text-muted-foreground">
              Uploaded from this browser ({files.length})
            </h2>
            <ul className="grid gap-3">
              {files.map((file) => (
                <li key={file.id}>
                  <FileCard file={file} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
