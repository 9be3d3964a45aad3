import { formatFileSize } from '../../lib/file-size';

export { formatFileSize };

/**
 * What the uploader accepts, checked in the browser before anything is sent. The sandbox's upload
 * policy allows 10,485,760 bytes; the live service documents no limit, so the same one applies.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Accepted media types and their file extensions (the service derives the type from the name). */
export const ACCEPTED_IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
} as const satisfies Record<string, readonly string[]>;

export const ACCEPTED_TYPES_TEXT = 'PNG, JPEG, GIF, WebP or SVG';

/** The rule in words, shown next to every upload control. */
export const UPLOAD_RULE_TEXT = `${ACCEPTED_TYPES_TEXT}, up to ${formatFileSize(MAX_UPLOAD_BYTES)}`;

/** For the file input's `accept` attribute: the types and the extensions. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_IMAGE_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

const acceptedTypes: ReadonlySet<string> = new Set(Object.keys(ACCEPTED_IMAGE_TYPES));
const acceptedExtensions: ReadonlySet<string> = new Set(Object.values(ACCEPTED_IMAGE_TYPES).flat());

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The parts of a File the rules look at (so tests need no real File). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * `undefined` when the file may be uploaded, else a message naming the file and the rule. The type
 * is checked by extension (the service derives the media type from the name) and by the browser's
 * media type when it reports one.
 */
export function checkFile(file: FileFacts): string | undefined {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const typeOk = type === '' || acceptedTypes.has(type);
  if (!acceptedExtensions.has(extension) || !typeOk) {
    return type.startsWith('image/')
      ? `${file.name} is not a ${ACCEPTED_TYPES_TEXT} image`
      : `${file.name} is not an image (${ACCEPTED_TYPES_TEXT})`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(MAX_UPLOAD_BYTES)}`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  return undefined;
}
