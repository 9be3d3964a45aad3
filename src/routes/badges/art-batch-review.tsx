import { useEffect, useRef } from 'react';
import type { Badge } from '../../api/types';
import { ImageBox } from '../../components/ui/image-box';
import { StatusPill } from '../../components/ui/status-pill';
import type { PreparedArt } from '../../features/art/batch/prepare-art';
import { badgeTitle } from '../../features/badges/badge-columns';
import { formatFileSize } from '../../lib/file-size';
import type { PixelSize } from '../../lib/image-size';
import { displayImageUrl } from '../../lib/images';

export interface PreparedRow {
  fileName: string;
  badge: Badge;
  art: PreparedArt;
}

const THUMB = 64;

function dims(size: PixelSize | undefined, bytes: number): string {
  return `${size ? `${size.width} × ${size.height}, ` : ''}${formatFileSize(bytes)}`;
}

/**
 * A prepared file shown from memory: its address is made when the image is shown and revoked when
 * it goes, set on the element directly (the address lives exactly as long as the element uses it).
 */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt={alt} className="size-full object-cover" />;
}

/** Each badge's art now and the prepared art that replaces it, with the sizes before and after. */
export function ArtBatchReview({ rows }: { rows: readonly PreparedRow[] }) {
  return (
    <ul aria-label="Art before and after" className="grid gap-2 sm:grid-cols-2">
      {rows.map((row) => {
        const title = badgeTitle(row.badge);
        const failing = row.art.checks.filter((c) => c.status === 'fail');
        return (
          <li key={row.badge.id} className="flex min-w-0 gap-3 rounded-lg border border-border p-3">
            <figure className="flex shrink-0 flex-col items-center gap-1 text-xs text-muted-foreground">
              <ImageBox
                src={displayImageUrl(row.badge.image, { size: THUMB })}
                alt={`${title}: current art`}
                size={THUMB}
                rounded="full"
              />
              <figcaption>Before</figcaption>
            </figure>
            <figure className="flex shrink-0 flex-col items-center gap-1 text-xs text-muted-foreground">
              <span className="inline-flex size-16 overflow-hidden rounded-full border border-border bg-muted">
                <BlobImage blob={row.art.blob} alt={`${title}: new art`} />
              </span>
              <figcaption>After</figcaption>
            </figure>
            <div className="grid min-w-0 content-start gap-1 text-sm">
              <p className="font-medium break-words">{title}</p>
              <p className="text-xs break-all text-muted-foreground">{row.fileName}</p>
              <p className="text-xs">
                {dims(row.art.before.size, row.art.before.bytes)} →{' '}
                {dims(row.art.after.size, row.art.after.bytes)}
                {row.art.keptAsIs ? ' (animated: kept as it is)' : ' WebP'}
              </p>
              {failing.length > 0 ? (
                <StatusPill
                  status="fails"
                  label={`Still fails: ${failing.map((c) => c.label).join(', ')}`}
                  tone="warning"
                  className="justify-self-start"
                />
              ) : (
                <StatusPill
                  status="ok"
                  label="Meets the guidelines"
                  tone="success"
                  className="justify-self-start"
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
