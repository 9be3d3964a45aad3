import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { InlineError } from '../../../components/feedback/inline-error';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatFileSize } from '../../../lib/file-size';
import type { PixelSize } from '../../../lib/image-size';
import { pixelVerdict, studioSizes } from '../art-rules';
import type { ArtGuidelines } from '../guidelines';
import { canEncodeOffThread, encodeOffThread, rasteriseSvg } from './encode';
import { outputName, sourceRect, type OutputFormat } from './studio-math';

export type ArtStudioProps = {
  file: File;
  /** An address of the file the page already shows (and revokes). */
  src: string;
  /** The image's pixel size from its header (an SVG's drawing size), when known. */
  size: PixelSize | undefined;
  svg: boolean;
  /** The guideline profile: its smallest side is the size offered first, and the least offered. */
  guidelines: ArtGuidelines;
  onUse: (file: File) => void;
  onClose: () => void;
};

interface Result {
  blob: Blob;
  side: number;
  format: OutputFormat;
  ms: number;
}

const FORMAT_NAMES: Record<OutputFormat, string> = { 'image/webp': 'WebP', 'image/png': 'PNG' };

/**
 * The studio: crop to a square (drag or the arrow keys; zoom with the wheel, a pinch or the slider),
 * choose a size of at least the guideline's that does not enlarge the crop (art-rules.ts), encode as WebP or PNG in a worker, and compare the
 * dimensions and bytes before and after. An SVG is drawn as a PNG or WebP (its script never runs).
 */
export function ArtStudio({ file, src, size, svg, guidelines, onUse, onClose }: ArtStudioProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [natural, setNatural] = useState<PixelSize | undefined>(size);
  const [side, setSide] = useState<number>();
  const [format, setFormat] = useState<OutputFormat>('image/webp');
  const [quality, setQuality] = useState(80);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<string>();
  const [resultUrl, setResultUrl] = useState<string>();
  const ids = { zoom: useId(), size: useId(), sizeRule: useId(), quality: useId(), format: useId() };

  useEffect(() => (resultUrl ? () => URL.revokeObjectURL(resultUrl) : undefined), [resultUrl]);

  const cropSide = area && natural ? sourceRect(area, natural).width : undefined;
  const choices = cropSide ? studioSizes(cropSide, svg, guidelines) : [];
  // A size chosen for an earlier crop that this one cannot give (it would enlarge it) gives way.
  const chosenSide = side !== undefined && choices.includes(side) ? side : (choices[0] ?? guidelines.minSide);
  // The rule the sizes follow, in the words of the art checks; said when the crop falls short of it.
  const sizeVerdict = pixelVerdict({ width: chosenSide, height: chosenSide }, false, guidelines);

  const encode = async () => {
    if (!area || !natural) return;
    setBusy(true);
    setError(undefined);
    try {
      const rect = sourceRect(area, natural);
      // An SVG is drawn on the page at a scale where the crop has at least the chosen size.
      const scale = svg ? Math.max(1, chosenSide / rect.width) : 1;
      const source = svg
        ? await rasteriseSvg(file, Math.round(natural.width * scale), Math.round(natural.height * scale))
        : file;
      const scaled = {
        x: Math.round(rect.x * scale),
        y: Math.round(rect.y * scale),
        width: Math.round(rect.width * scale),
        height: Math.round(rect.height * scale),
      };
      const encoded = await encodeOffThread({
        source,
        crop: scaled,
        size: chosenSide,
        format,
        quality: quality / 100,
      });
      setResult({ blob: encoded.blob, side: chosenSide, format, ms: encoded.ms });
      setResultUrl(URL.createObjectURL(encoded.blob));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The image could not be encoded.');
    } finally {
      setBusy(false);
    }
  };

  const use = () => {
    if (!result) return;
    onUse(new File([result.blob], outputName(file.name, result.format), { type: result.format }));
  };

  const before = natural ? `${natural.width} × ${natural.height} px` : 'size unknown';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Art studio: {file.name}</DialogTitle>
          <DialogDescription>
            Drag the image or use the arrow keys on the crop to place the square; zoom with the slider, the
            wheel or a pinch.
          </DialogDescription>
        </DialogHeader>
        {!canEncodeOffThread() ? (
          <InlineError>
            This browser cannot encode images off the page (it lacks OffscreenCanvas). Use a current Chrome,
            Edge, Firefox or Safari.
          </InlineError>
        ) : (
          <div className="grid gap-4">
            <div className="relative h-72 w-full overflow-hidden rounded-md bg-zinc-900 sm:h-96">
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                maxZoom={8}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  setArea(pixels);
                  setResult(undefined);
                }}
                onMediaLoaded={(media) =>
                  setNatural({ width: media.naturalWidth, height: media.naturalHeight })
                }
                cropperProps={{ role: 'group', 'aria-label': 'Crop square: arrow keys move it' }}
                mediaProps={{ alt: `${file.name} to crop` }}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1">
                <label htmlFor={ids.zoom} className="text-sm font-medium">
                  Zoom
                </label>
                <input
                  id={ids.zoom}
                  type="range"
                  min={1}
                  max={8}
                  step={0.1}
                  value={zoom}
                  aria-valuetext={`${zoom.toFixed(1)} times`}
                  onChange={(e) => setZoom(Number(e.target.value))}
                  className="accent-primary"
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={ids.size} className="text-sm font-medium">
                  Size
                </label>
                <select
                  id={ids.size}
                  aria-describedby={ids.sizeRule}
                  value={chosenSide}
                  onChange={(e) => {
                    setSide(Number(e.target.value));
                    setResult(undefined);
                  }}
                  className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                >
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice} × {choice} px
                    </option>
                  ))}
                </select>
                <p
                  id={ids.sizeRule}
                  className={
                    sizeVerdict.status === 'fail' ? 'text-xs text-danger-fg' : 'text-xs text-muted-foreground'
                  }
                >
                  {sizeVerdict.status === 'fail'
                    ? `The crop is ${sizeVerdict.message} Zoom out, or use a larger original.`
                    : `At least ${guidelines.minSide} × ${guidelines.minSide} px, as the guideline asks${svg ? '' : ', and never larger than the crop'}.`}
                </p>
              </div>
              <fieldset className="grid gap-1">
                <legend className="text-sm font-medium">Format</legend>
                <div className="flex gap-4 text-sm">
                  {(['image/webp', 'image/png'] as const).map((choice) => (
                    <label key={choice} className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name={ids.format}
                        checked={format === choice}
                        onChange={() => {
                          setFormat(choice);
                          setResult(undefined);
                        }}
                        className="accent-primary"
                      />
                      {FORMAT_NAMES[choice]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-1">
                <label htmlFor={ids.quality} className="text-sm font-medium">
                  Quality {format === 'image/webp' ? `${quality}%` : '(PNG is lossless)'}
                </label>
                <input
                  id={ids.quality}
                  type="range"
                  min={30}
                  max={100}
                  step={5}
                  value={quality}
                  disabled={format !== 'image/webp'}
                  aria-valuetext={`${quality}%`}
                  onChange={(e) => {
                    setQuality(Number(e.target.value));
                    setResult(undefined);
                  }}
                  className="accent-primary"
                />
              </div>
            </div>
            <div
              className="flex flex-wrap items-start gap-4 rounded-md border border-border p-3 text-sm"
              role="status"
            >
              <div>
                <div className="font-medium">Before</div>
                <div className="tabular-nums">
                  {before}, {formatFileSize(file.size)}
                </div>
              </div>
              {result && resultUrl && (
                <>
                  <div>
                    <div className="font-medium">After</div>
                    <div className="tabular-nums">
                      {result.side} × {result.side} px, {formatFileSize(result.blob.size)}{' '}
                      {FORMAT_NAMES[result.format]}
                    </div>
                    <div className="text-xs text-muted-foreground tabular-nums">
                      Encoded in {Math.round(result.ms)} ms
                    </div>
                  </div>
                  <img
                    src={resultUrl}
                    alt={`${file.name} after the studio`}
                    width={96}
                    height={96}
                    className="rounded-full border border-border"
                  />
                </>
              )}
              {busy && <div>Encoding…</div>}
              {error && <div className="text-danger-fg">{error}</div>}
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="secondary"
            onClick={() => void encode()}
            disabled={busy || !area || !canEncodeOffThread()}
          >
            {result ? 'Encode again' : 'Encode'}
          </Button>
          <Button onClick={use} disabled={!result || busy}>
            Use this image
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
