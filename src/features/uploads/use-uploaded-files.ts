import { useConnectionScoped } from '../../hooks/use-connection-scoped';
import { uploadedFilesStore, type StoredFile } from './uploaded-files';

/** The files uploaded from this browser for a community of the current connection, newest first. */
export function useUploadedFiles(communityId: string): StoredFile[] {
  return useConnectionScoped(uploadedFilesStore, communityId).value;
}
