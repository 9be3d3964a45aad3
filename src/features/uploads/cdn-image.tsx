import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { cdnUrl, type CdnFormat } from '../../lib/images';

export type CdnImageProps = {
  /** The record's CDN URL (`record.url`); its query is replaced by this size and format. */
  url: string | null | undefined;
  alt: string;
  /** Displayed size in px, also asked of the CDN; the box is fixed so nothing jumps while loading. */
  size: number;
  format?: CdnFormat;
  className?: string;
};

/** An image from the CDN at the size it is shown, lazy-loaded, with a neutral placeholder on failure. */
export function CdnImage({ url, alt, size, format = 'auto', className }: CdnImageProps) {
  const src = cdnUrl(url, { size, format });
  // Remember which src failed so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted',
    className,
  );
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={`${alt} (preview not available)`}
        className={box}
        style={{ width: size, height: size }}
      >
        <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
    );
  }
  return (
    <span className={box} style={{ width: size, height: size }}>
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-full object-contain"
      />
    </span>
  );
}
