import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { DateTime } from '../../components/ui/date-time';
import { CdnImage } from '../../features/uploads/cdn-image';
import { formatFileSize } from '../../features/uploads/upload-rules';
import type { StoredFile } from '../../features/uploads/uploaded-files';
import { cdnUrl, type CdnFormat } from '../../lib/images';

const PREVIEW_SIZE = 96;
export const VARIANT_SIZES = [96, 256, 600] as const;
export const VARIANT_FORMATS: readonly CdnFormat[] = ['auto', 'png'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Variant({ file, size, format }: { file: StoredFile; size: number; format: CdnFormat }) {
  const url = cdnUrl(file.url, { size, format });
  const label = `${size} px, ${format}`;
  return (
    <figure className="flex shrink-0 flex-col gap-1">
      <CdnImage
        url={file.url}
        size={size}
        format={format}
        alt={`${file.original?.name ?? file.name ?? file.id} at ${label}`}
      />
      <figcaption className="flex items-center gap-1 text-xs text-muted-foreground">
        <span className="tabular-nums">{label}</span>
        {url && <CopyButton value={url} label={`URL ${label}`} />}
      </figcaption>
    </figure>
  );
}

function pixelSize({ original }: StoredFile): string {
  return original?.width && original.height ? `${original.width} × ${original.height} px` : '—';
}

/**
 * One uploaded file: preview, facts, its CDN URL, and previews at several sizes and formats. Named by
 * the file's own name; the service only keeps a slug of it (shown as the key).
 */
export function FileCard({ file }: { file: StoredFile }) {
  const name = file.original?.name ?? file.name ?? file.id;
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-start gap-4">
        <CdnImage url={file.url} alt={name} size={PREVIEW_SIZE} />
        <div className="grid min-w-0 flex-1 gap-3">
          <h3 className="truncate text-base font-semibold" title={name}>
            {name}
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label="Size">
              <span className="tabular-nums">{file.original ? formatFileSize(file.original.size) : '—'}</span>
            </Fact>
            <Fact label="Pixel size">
              <span className="tabular-nums">{pixelSize(file)}</span>
            </Fact>
            <Fact label="MIME type">{file.mime ?? '—'}</Fact>
            <Fact label="Key">
              <code className="font-mono text-xs break-all">{file.key ?? '—'}</code>
            </Fact>
            <Fact label="Uploaded">
              <DateTime value={file.uploadedAt ?? file.createdAt} />
            </Fact>
          </dl>
          {file.url && (
            <div className="flex min-w-0 items-center gap-1">
              <code className="min-w-0 truncate font-mono text-xs text-muted-foreground" title={file.url}>
                {file.url}
              </code>
              <CopyButton value={file.url} label={`URL of ${name}`} />
            </div>
          )}
        </div>
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-primary">Sizes and formats</summary>
        <div className="mt-3 grid gap-4">
          {VARIANT_FORMATS.map((format) => (
            <section key={format} aria-label={`Format ${format}`} className="grid gap-2">
              <h4 className="text-xs font-medium text-muted-foreground">format={format}</h4>
              <div className="flex items-start gap-4 overflow-x-auto pb-1">
                {VARIANT_SIZES.map((size) => (
                  <Variant key={size} file={file} size={size} format={format} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </details>
    </Card>
  );
}
