import { cn } from '../../lib/cn';
import type { UploadItem } from './queue-state';

/**
 * How much of a file has been sent. Until the browser (or the sandbox's upload host) reports a first
 * share, the bar has no value at all rather than a "0%" that would look stuck: behind a service
 * worker Chromium reports nothing until the answer, and on the network the first report may come
 * when the socket's buffers are already full.
 */
export function UploadProgressBar({ item }: { item: UploadItem }) {
  const preparing = item.status === 'creating';
  const known = !preparing && item.progress > 0;
  const percent = Math.round(item.progress * 100);
  const text = preparing ? 'Preparing' : known ? `${percent}%` : 'Sending';
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Upload progress of ${item.file.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={text}
        className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-150',
            !known && 'w-1/3 opacity-60 motion-safe:animate-pulse',
          )}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <span className="w-14 text-right text-xs text-muted-foreground tabular-nums">
        {preparing ? '' : text}
      </span>
    </div>
  );
}
