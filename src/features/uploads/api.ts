import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createFileMutation } from '../../api/generated/@tanstack/react-query.gen';
import type { File as FileRecord } from '../../api/generated/types.gen';

/** A file record of the API. Named apart from the DOM's `File`. */
export type { FileRecord };

/**
 * Upload step 1 (docs/api-behaviour.md, File uploads): creates the file record
 * (`POST /community/{id}/file` with `{name}`), which carries the signed upload instructions. Through
 * the mutation cache, so a 401 goes to the connection screen like every other write. Several calls
 * may run at once; pass a `signal` to cancel one.
 */
export function useCreateFileRecord() {
  const { mutateAsync } = useMutation(createFileMutation());
  return useCallback(
    (communityId: string, name: string, signal?: AbortSignal): Promise<FileRecord> =>
      mutateAsync({ path: { id: communityId }, body: { name }, ...(signal ? { signal } : {}) }),
    [mutateAsync],
  );
}
