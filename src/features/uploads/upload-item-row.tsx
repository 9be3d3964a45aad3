import { RotateCcw, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import { CdnImage } from './cdn-image';
import { canCancel, canRetry, isRefused, type UploadItem, type UploadStatus } from './queue-state';
import { UploadProgressBar } from './upload-progress-bar';
import { formatFileSize } from './upload-rules';

const PREVIEW_SIZE = 64;

const STATUS: Record<UploadStatus, { label: string; tone: StatusTone }> = {
  checking: { label: 'Checking', tone: 'neutral' },
  queued: { label: 'Waiting', tone: 'neutral' },
  creating: { label: 'Preparing', tone: 'warning' },
  uploading: { label: 'Uploading', tone: 'warning' },
  done: { label: 'Uploaded', tone: 'success' },
  error: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

function statusOf(item: UploadItem) {
  if (isRefused(item) || (item.status === 'error' && item.error?.retryable === false)) {
    return { label: 'Not accepted', tone: 'danger' as const };
  }
  return STATUS[item.status];
}

export type UploadItemRowProps = {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

/** One file of the queue: name and size, progress, status, its actions and, once done, the CDN image. */
export function UploadItemRow({ item, onCancel, onRetry, onRemove }: UploadItemRowProps) {
  const { file, record } = item;
  const status = statusOf(item);
  const showProgress = item.status === 'creating' || item.status === 'uploading';
  const errorId = `${item.id}-error`;

  return (
    <li className="flex items-start gap-3 p-3" aria-describedby={item.error ? errorId : undefined}>
      {item.status === 'done' ? (
        <CdnImage url={record?.url} alt={file.name} size={PREVIEW_SIZE} />
      ) : (
        <span
          aria-hidden="true"
          className="shrink-0 rounded-md border border-dashed border-border bg-muted"
          style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 truncate text-sm font-medium" title={file.name}>
            {file.name}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">{formatFileSize(file.size)}</span>
          <StatusPill status={item.status} label={status.label} tone={status.tone} />
        </div>
        {showProgress && <UploadProgressBar item={item} />}
        {item.error && (
          <p id={errorId} className="text-sm text-danger-fg">
            {item.error.message}
          </p>
        )}
        {item.status === 'done' && record?.url && (
          <div className="flex min-w-0 items-center gap-1">
            <code className="min-w-0 truncate font-mono text-xs text-muted-foreground" title={record.url}>
              {record.url}
            </code>
            <CopyButton value={record.url} label={`URL of ${file.name}`} />
          </div>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {canCancel(item) && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Cancel ${file.name}`}
            onClick={() => onCancel(item.id)}
          >
            Cancel
          </Button>
        )}
        {canRetry(item) && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Retry ${file.name}`}
            onClick={() => onRetry(item.id)}
          >
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        )}
        {!canCancel(item) && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${file.name} from the list`}
            onClick={() => onRemove(item.id)}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
