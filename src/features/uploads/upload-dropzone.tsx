import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDropzone, type DropEvent, type FileRejection } from 'react-dropzone';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { FileRecord } from './api';
import { InterruptedUploads } from './interrupted-uploads';
import { isRefused, type UploadItem } from './queue-state';
import { UploadItemRow } from './upload-item-row';
import { ACCEPT_ATTRIBUTE, checkFile, UPLOAD_RULE_TEXT } from './upload-rules';
import { useUploadQueue } from './use-upload-queue';

export type UploadDropzoneProps = {
  communityId: string;
  /** Accept several files at once (they queue); one by default. */
  multiple?: boolean;
  /** Called once per finished upload with the file record (its `url` is the CDN address). */
  onUploaded?: (record: FileRecord) => void;
  /** List the records whose upload never finished (after a reload), with Retry and Forget. */
  showInterrupted?: boolean;
  /**
   * Shows a chosen image for review before it is uploaded (one file at a time): the page renders the
   * review and calls `upload` or `discard`. Files the upload rules refuse are not held.
   */
  review?: (
    file: File,
    actions: { upload: () => void; discard: () => void; replace: (file: File) => void },
  ) => ReactNode;
  /** A file already chosen (the art being replaced, read from its host): held for review at once. */
  initialFile?: File;
  className?: string;
};

/** Clipboard images are all called "image.png": give each paste its own name, so keys do not collide. */
function renamePasted(file: File, index: number): File {
  if (!/^image\.\w+$/i.test(file.name)) return file;
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const extension = file.name.slice(file.name.lastIndexOf('.'));
  return new File([file], `pasted-${stamp}${index > 0 ? `-${index + 1}` : ''}${extension}`, {
    type: file.type,
    lastModified: file.lastModified,
  });
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
  );
}

/** The rows of a list of uploads, each with its cancel, retry and remove. */
function ItemRows({ items, queue }: { items: UploadItem[]; queue: ReturnType<typeof useUploadQueue> }) {
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <UploadItemRow
          key={item.id}
          item={item}
          onCancel={queue.cancel}
          onRetry={queue.retry}
          onRemove={queue.remove}
        />
      ))}
    </ul>
  );
}

/**
 * The image uploader: drop, click (or the button) to choose, or paste. The rules are stated next to
 * it and enforced before anything is sent; each file then goes through the upload steps with progress,
 * cancel and retry, and ends with its CDN image and "Copy URL". Status changes are announced politely.
 */
export function UploadDropzone({
  communityId,
  multiple = false,
  onUploaded,
  showInterrupted = false,
  review,
  initialFile,
  className,
}: UploadDropzoneProps) {
  const queue = useUploadQueue({ communityId, onUploaded });
  const ruleId = useId();
  const refusedId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const [held, setHeld] = useState<File | undefined>(review && !multiple ? initialFile : undefined);

  const take = (files: File[], pasted: boolean) => {
    const named = pasted ? files.map(renamePasted) : files;
    const chosen = multiple ? named : named.slice(0, 1);
    const first = chosen[0];
    if (review && !multiple && first && checkFile(first) === undefined) setHeld(first);
    else if (chosen.length > 0) queue.add(chosen);
  };
  const { getRootProps, getInputProps, isDragActive, open, rootRef } = useDropzone({
    multiple,
    noKeyboard: true, // the "Choose" button is the keyboard control; the zone is no extra tab stop
    onDrop: (accepted: File[], rejected: FileRejection[], event: DropEvent) =>
      take([...accepted, ...rejected.map((r) => r.file)], event.type === 'paste'),
  });

  // A paste anywhere on the page while the pointer is over the zone (a paste inside it is the zone's).
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });
  useEffect(() => {
    if (!hovered || focused) return;
    const onPaste = (event: ClipboardEvent) => {
      if (
        isEditable(event.target) ||
        (event.target instanceof Node && rootRef.current.contains(event.target))
      )
        return;
      const files = Array.from(event.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
      if (files.length === 0) return;
      event.preventDefault();
      takeRef.current(files, true);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [hovered, focused, rootRef]);

  // Files refused by the rules were never uploads: they are listed apart and not counted.
  const refused = queue.items.filter(isRefused);
  const accepted = queue.items.filter((i) => !isRefused(i));
  const done = accepted.filter((i) => i.status === 'done').length;

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        {...getRootProps({
          'data-testid': 'dropzone',
          role: 'group',
          'aria-label': multiple ? 'Upload images' : 'Upload an image',
          'aria-describedby': ruleId,
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur: () => setFocused(false),
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-6 py-8 text-center transition-colors hover:bg-muted/50',
            isDragActive && 'border-primary bg-muted',
          ),
        })}
      >
        <input
          {...getInputProps({
            accept: ACCEPT_ATTRIBUTE,
            'aria-label': 'Image file to upload',
            'aria-describedby': ruleId,
          })}
        />
        <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm">
          {isDragActive ? 'Drop to upload' : `Drop ${multiple ? 'images' : 'an image'} here, paste, or`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={ruleId}
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          {multiple ? 'Choose images' : 'Choose an image'}
        </Button>
        <p id={ruleId} className="text-xs text-muted-foreground">
          {UPLOAD_RULE_TEXT}
        </p>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {queue.announcement}
      </p>

      {held &&
        review?.(held, {
          upload: () => {
            setHeld(undefined);
            queue.add([held]);
          },
          discard: () => setHeld(undefined),
          replace: setHeld,
        })}

      {showInterrupted && <InterruptedUploads communityId={communityId} onRetry={queue.retryRecord} />}

      {accepted.length > 0 && (
        <section aria-label="Uploads" className="rounded-lg border border-border">
          <p className="border-b border-border px-3 py-2 text-xs text-muted-foreground tabular-nums">
            {done} of {accepted.length} uploaded
          </p>
          <ItemRows items={accepted} queue={queue} />
        </section>
      )}

      {refused.length > 0 && (
        <section aria-labelledby={refusedId} className="rounded-lg border border-border">
          <h2
            id={refusedId}
            className="border-b border-border px-3 py-2 text-xs font-normal text-muted-foreground"
          >
            Not uploaded ({refused.length}): these files break the rule above
          </h2>
          <ItemRows items={refused} queue={queue} />
        </section>
      )}
    </div>
  );
}
