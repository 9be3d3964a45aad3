import { ImageBox } from '../../components/ui/image-box';
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
  return (
    <ImageBox src={cdnUrl(url, { size, format })} alt={alt} size={size} fit="contain" className={className} />
  );
}
