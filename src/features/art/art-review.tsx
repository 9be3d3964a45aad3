import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatFileSize } from '../../lib/file-size';
import { readImageFacts, type ImageFacts } from '../../lib/image-facts';
import { loadChunk } from '../../lib/load-chunk';
import { ArtCheckList } from './art-check-list';
import { checkArt } from './art-checks';
import { ArtPreview } from './art-preview';
import { verdictSummary } from './art-rules';
import { GuidelinesEditor } from './guidelines-editor';
import { useGuidelines } from './use-guidelines';

export type ArtReviewProps = {
  file: File;
  /** The badge's title, shown beside the art as members see it in a list. */
  title: string;
  onUpload: () => void;
  onDiscard: () => void;
  /** Reviews the studio's output instead of the file. */
  onReplace: (file: File) => void;
  /** Open the studio as soon as the image is read (the admin came to fix this art). */
  openStudio?: boolean;
};

/** What an upload widget lets its review do with the file it holds. */
interface HeldFileActions {
  upload: () => void;
  discard: () => void;
  replace: (file: File) => void;
}

/**
 * The review an upload widget shows for a chosen image: the art checks and the preview beside
 * `title`, so every image members see (a badge's, a reward's) passes the same checks.
 */
export function artReview(title: string) {
  return function ReviewArt(file: File, { upload, discard, replace }: HeldFileActions) {
    return <ArtReview file={file} title={title} onUpload={upload} onDiscard={discard} onReplace={replace} />;
  };
}

// The studio (and its cropper) loads only when it is opened.
const ArtStudio = lazy(() =>
  loadChunk(() => import('./studio/art-studio')).then((m) => ({ default: m.ArtStudio })),
);

/**
 * A chosen image before it is uploaded: its checks against the guideline profile, and the preview as
 * members will see it. The admin uploads it as it is or chooses another; a scripted SVG is never
 * uploaded.
 */
export function ArtReview({
  file,
  title,
  onUpload,
  onDiscard,
  onReplace,
  openStudio = false,
}: ArtReviewProps) {
  const [studioOpen, setStudioOpen] = useState(openStudio);
  const [guidelines, saveGuidelines] = useGuidelines();
  const [shown, setShown] = useState<{ file: File; facts: ImageFacts; src: string }>();
  const headingId = useId();

  // The facts, and an address the preview shows the file at, made once the file is read (and
  // revoked when another file comes or the review closes).
  useEffect(() => {
    let current = true;
    let src: string | undefined;
    void readImageFacts(file).then((facts) => {
      if (!current) return;
      src = URL.createObjectURL(file);
      setShown({ file, facts, src });
    });
    return () => {
      current = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [file]);

  const read = shown?.file === file ? shown.facts : undefined;
  const src = shown?.file === file ? shown.src : undefined;
  const checks = read ? checkArt(read, file.size, guidelines) : undefined;
  const failing = checks?.filter((c) => c.status === 'fail').length ?? 0;
  const summary = checks && verdictSummary(checks.map((c) => c.status));
  // Animated images are kept as they are: the studio would keep only one frame.
  const studioFits = read !== undefined && read.format !== 'unknown' && read.frames <= 1;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words">
          Before uploading {file.name}
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">{formatFileSize(file.size)}</span>
      </div>
      <GuidelinesEditor key={JSON.stringify(guidelines)} guidelines={guidelines} onSave={saveGuidelines} />
      {checks ? (
        <>
          <p className="text-sm" role="status">
            {summary}
          </p>
          <ArtCheckList checks={checks} label={`Checks of ${file.name}`} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Reading the image…
        </p>
      )}
      {src && read?.format !== 'unknown' && <ArtPreview src={src} title={title} />}
      <div className="flex flex-wrap gap-2">
        {read?.scripted ? (
          <p className="text-sm text-danger-fg">This SVG runs script: it cannot be uploaded as it is.</p>
        ) : (
          <Button size="sm" onClick={onUpload} disabled={!read}>
            {failing === 0 ? 'Upload' : 'Upload anyway'}
          </Button>
        )}
        {studioFits && (
          <Button size="sm" variant="secondary" onClick={() => setStudioOpen(true)}>
            Open the studio
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Choose another
        </Button>
      </div>
      {read && read.frames > 1 && (
        <p className="text-sm text-muted-foreground">
          The studio keeps animated images as they are: cropping or encoding them here would keep only one
          frame.
        </p>
      )}
      {studioOpen && studioFits && src && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted-foreground">
              Opening the studio…
            </p>
          }
        >
          <ArtStudio
            file={file}
            src={src}
            size={read.size}
            svg={read.format === 'svg'}
            guidelines={guidelines}
            onClose={() => setStudioOpen(false)}
            onUse={(next) => {
              setStudioOpen(false);
              onReplace(next);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
