/** Why a badge's current art could not be read as a file the studio can open. */
export type ArtFileRefusal = 'not-readable' | 'not-an-image';

export type ArtFileRead = { state: 'read'; file: File } | { state: 'refused'; reason: ArtFileRefusal };

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/**
 * The file's name, made from the badge's title (hosts name art by keys: "8e1df6a4-….svg" would
 * follow the art to the studio, the upload and the Files page).
 */
export function artFileName(type: string, title: string): string {
  const base =
    title
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'badge-art';
  return `${base}.${EXTENSIONS[type] ?? 'img'}`;
}

/**
 * A badge's art as its host serves it, as a file the studio can open. Read without credentials (an
 * image host needs none). A host that does not allow this page to read it (no CORS), a network error
 * or an error answer give "not-readable": the image can still be shown, but its bytes cannot be
 * edited here, so the admin drops the original file instead.
 */
export async function readArtFile(url: string, title: string, signal: AbortSignal): Promise<ArtFileRead> {
  let bytes: ArrayBuffer;
  let type: string;
  try {
    const response = await fetch(url, { credentials: 'omit', signal });
    if (!response.ok) return { state: 'refused', reason: 'not-readable' };
    type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!type.startsWith('image/')) return { state: 'refused', reason: 'not-an-image' };
    bytes = await response.arrayBuffer();
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'refused', reason: 'not-readable' };
  }
  return { state: 'read', file: new File([bytes], artFileName(type, title), { type }) };
}
