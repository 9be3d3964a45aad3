import { useCallback, useRef, useState } from 'react';
import { checkFile } from '../../features/uploads/upload-rules';
import { readImageFacts } from '../../lib/image-facts';
import type { DroppedFile } from './art-batch-match-table';

/**
 * The files of the last drop, each checked by the upload rules at once and its facts (pixel size,
 * frames) read in the background. A new drop replaces the last one.
 */
export function useDroppedFiles(): [DroppedFile[], (files: File[]) => void] {
  const [dropped, setDropped] = useState<DroppedFile[]>([]);
  const drop = useRef(0);
  const take = useCallback((files: File[]) => {
    const current = ++drop.current;
    const next = files.map((file) => ({ file, refused: checkFile(file), facts: undefined }));
    setDropped(next);
    void Promise.all(
      next.map((d) =>
        d.refused ? Promise.resolve(undefined) : readImageFacts(d.file).catch(() => undefined),
      ),
    ).then((facts) => {
      // A later drop replaced these files meanwhile.
      if (current !== drop.current) return;
      setDropped(next.map((d, i) => ({ ...d, facts: facts[i] })));
    });
  }, []);
  return [dropped, take];
}
