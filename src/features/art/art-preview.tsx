import { cn } from '../../lib/cn';

function Shape({ src, size, round, alt }: { src: string; size: number; round: boolean; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={cn('max-w-full shrink-0 object-cover', round ? 'rounded-full' : 'rounded-md')}
      style={{ width: size, aspectRatio: '1 / 1' }}
    />
  );
}

function Backdrop({ src, title, tone }: { src: string; title: string; tone: 'light' | 'dark' }) {
  const name = title.trim() || 'Untitled badge';
  return (
    <figure
      className={cn(
        'grid min-w-0 gap-3 rounded-lg border p-3',
        // Fixed colours, whatever the app's theme: this is how members' apps may show the art.
        tone === 'light'
          ? 'border-zinc-200 bg-white text-zinc-900'
          : 'border-zinc-700 bg-zinc-950 text-zinc-50',
      )}
    >
      <figcaption className="text-xs font-medium">On a {tone} background</figcaption>
      <div className="flex items-center gap-3">
        <Shape src={src} size={64} round alt={`${name}, round at 64 px on ${tone}`} />
        <span className="min-w-0 font-semibold break-words">{name}</span>
      </div>
      <div className="flex items-center gap-3">
        <Shape src={src} size={64} round={false} alt={`${name}, square at 64 px on ${tone}`} />
        <span className="min-w-0 break-words">{name}</span>
      </div>
      <div className="flex flex-wrap gap-3">
        <Shape src={src} size={256} round alt={`${name}, round at 256 px on ${tone}`} />
        <Shape src={src} size={256} round={false} alt={`${name}, square at 256 px on ${tone}`} />
      </div>
      <details>
        <summary className="cursor-pointer text-xs">At 512 px</summary>
        <div className="mt-2 flex flex-wrap gap-3">
          <Shape src={src} size={512} round alt={`${name}, round at 512 px on ${tone}`} />
          <Shape src={src} size={512} round={false} alt={`${name}, square at 512 px on ${tone}`} />
        </div>
      </details>
    </figure>
  );
}

/**
 * The art as members will see it: round and square, at 64 px beside the badge's title (a list), at
 * 256 and 512 px, on a light and a dark background. A crop is centred, as the CDN's square sizes are.
 */
export function ArtPreview({ src, title }: { src: string; title: string }) {
  return (
    <div className="grid gap-3">
      <Backdrop src={src} title={title} tone="light" />
      <Backdrop src={src} title={title} tone="dark" />
    </div>
  );
}
