import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { DateTime } from '../../components/ui/date-time';
import { ACCEPT_ATTRIBUTE } from './upload-rules';
import type { StoredFile } from './uploaded-files';
import { useInterruptedUploads } from './use-interrupted-uploads';

export type InterruptedUploadsProps = {
  communityId: string;
  /** Uploads the chosen file for this record (see UploadQueueApi.retryRecord). */
  onRetry: (file: File, record: StoredFile) => void;
};

/**
 * File records created in this browser whose upload never finished (the page was reloaded or closed
 * mid-upload, or a failed upload was left). The browser cannot keep the file itself, so Retry asks
 * for it again; Forget drops the record from this list (the service keeps the empty record).
 */
export function InterruptedUploads({ communityId, onRetry }: InterruptedUploadsProps) {
  const { files, forget } = useInterruptedUploads(communityId);
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-warning-fg/30 bg-warning-bg p-3"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-medium text-warning-fg">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Uploads that did not finish ({files.length})
      </h2>
      <p className="text-sm text-muted-foreground">
        These file records were created, but their image never reached the upload host. Choose the file again
        to finish the upload, or forget the record.
      </p>
      <ul className="divide-y divide-border">
        {files.map((file) => (
          <InterruptedRow key={file.id} file={file} onRetry={onRetry} onForget={forget} />
        ))}
      </ul>
    </section>
  );
}

function InterruptedRow({
  file,
  onRetry,
  onForget,
}: {
  file: StoredFile;
  onRetry: InterruptedUploadsProps['onRetry'];
  onForget: (recordId: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const name = file.name ?? file.id;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-medium" title={name}>
          {name}
        </span>
        <span className="text-xs text-muted-foreground">
          Started <DateTime value={file.createdAt} />
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label={`File to upload again for ${name}`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onRetry(chosen, file);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Retry ${name}: choose the file again`}
        onClick={() => input.current?.click()}
      >
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Forget ${name}`} onClick={() => onForget(file.id)}>
        Forget
      </Button>
    </li>
  );
}
