import { imageSizeOf } from '../../lib/image-size';
import type { ArtBytes } from './art-health';
import { isSvgArt } from './art-rules';

/**
 * The size of an image as its host serves it, read with a GET from this page: without credentials
 * (an image host needs none), from the Content-Length header when the host sends it, else by
 * counting the body. A host that does not allow the read (no CORS), or answers with an error, gives
 * "unknown": the review then says it cannot tell rather than guessing. A GET and not a HEAD: image
 * CDNs (the sandbox's among them) answer GET everywhere, HEAD not always. An SVG is read whole for
 * the size it declares (SVG art is text of a few kilobytes).
 */
export async function readArtBytes(url: string, signal: AbortSignal): Promise<ArtBytes> {
  try {
    const response = await fetch(url, { credentials: 'omit', signal });
    if (!response.ok) return { state: 'unknown' };
    const type = response.headers.get('Content-Type') ?? undefined;
    // An SVG's size is the one it declares, read from its text as the checks before upload read it.
    if (isSvgArt(type, url)) {
      const body = new Uint8Array(await response.arrayBuffer());
      return { state: 'known', bytes: body.byteLength, type, declared: imageSizeOf(body) };
    }
    const header = Number(response.headers.get('Content-Length'));
    // A compressed answer's header counts the compressed bytes: the body's length is the file's.
    if (Number.isInteger(header) && header > 0 && !response.headers.get('Content-Encoding')) {
      void response.body?.cancel();
      return { state: 'known', bytes: header, type };
    }
    return { state: 'known', bytes: (await response.arrayBuffer()).byteLength, type };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'unknown' };
  }
}

/** The cache key of an image's size (not a service read: the image host's answer). */
export const artBytesKey = (url: string) => ['art-bytes', url] as const;
