import { ImageOff } from 'lucide-react';
import { useState, type ComponentType, type ReactElement } from 'react';
import { useSettledValue } from '../../hooks/use-settled-value';
import { cn } from '../../lib/cn';
import { displayImageUrl } from '../../lib/images';
import { Field, type FieldControlProps } from './field';

/** The upload widget, passed in by the page (it belongs to the uploads feature). */
export type ImageUploadComponent = ComponentType<{ onUploaded: (url: string) => void }>;

type ImageUrlFieldProps = {
  /** The URL field's label, e.g. "Image URL". */
  label: string;
  /** The current URL, for the preview. */
  value: string;
  error?: string;
  /** `banner`: a wide preview; `square` otherwise. */
  shape?: 'square' | 'banner';
  /** What the preview shows, for its alternative text ("Image preview"). */
  previewAlt: string;
  ImageUpload: ImageUploadComponent;
  /** Puts an uploaded file's CDN URL in the field. */
  onUploaded: (url: string) => void;
  /** The URL input (registered with the form). */
  children: ReactElement<FieldControlProps>;
};

function Preview({ src, alt, shape }: { src: string | undefined; alt: string; shape: 'square' | 'banner' }) {
  // Remember which src failed, so a new src gets a fresh try without an effect.
  const [failed, setFailed] = useState<string>();
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted',
    shape === 'banner' ? 'aspect-[3/1] w-full max-w-sm' : 'size-24',
  );
  if (!src || failed === src) {
    return (
      <span role="img" aria-label={`${alt} (none yet)`} className={box}>
        <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
    );
  }
  return (
    <span className={box}>
      <img src={src} alt={alt} onError={() => setFailed(src)} className="size-full object-cover" />
    </span>
  );
}

const PREVIEW_DELAY_MS = 500;

/** An image field: the upload widget, then the URL (filled in by an upload or typed) and its preview. */
export function ImageUrlField({
  label,
  value,
  error,
  shape = 'square',
  previewAlt,
  ImageUpload,
  onUploaded,
  children,
}: ImageUrlFieldProps) {
  // Typing an address previews it once the typing pauses, not at every keystroke.
  const settled = useSettledValue(value, PREVIEW_DELAY_MS);
  const preview = displayImageUrl(settled, { size: shape === 'banner' ? 384 : 96 });
  return (
    <div className="flex flex-col gap-4">
      <ImageUpload onUploaded={onUploaded} />
      <div className={cn('flex gap-4', shape === 'banner' ? 'flex-col' : 'items-start')}>
        <Preview src={preview} alt={previewAlt} shape={shape} />
        <Field
          label={label}
          required
          className="min-w-0 flex-1"
          error={error}
          description="Filled in by an upload, or enter an https:// or ipfs:// address."
        >
          {children}
        </Field>
      </div>
    </div>
  );
}
