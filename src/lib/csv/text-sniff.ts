/**
 * Whether a dropped file is text at all, judged by its content and not its name or type: a
 * spreadsheet saved as .xlsx, an image or a zip renamed .csv would otherwise be read as thousands of
 * "invalid" lines. Only the start of the file is looked at (`SNIFF_BYTES`), as text editors do.
 */

/** How much of the file is looked at. */
export const SNIFF_BYTES = 64 * 1024;

/** Above this share of control characters or undecodable bytes, the file is not text. */
export const MAX_ODD_SHARE = 0.1;

export const NOT_TEXT_MESSAGE =
  'This is not a text file: choose a CSV file or a plain list of wallets (a spreadsheet must be saved as CSV first).';

/** Control characters that text does not hold (tab, line breaks and form feed are text). */
function isOdd(code: number): boolean {
  if (code === 0xfffd) return true; // a byte sequence that is not UTF-8
  if (code === 0x7f) return true;
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c;
}

/** True when `text` (the start of a file, decoded) is not text: a NUL, or too many odd characters. */
export function looksLikeBinaryText(text: string): boolean {
  if (text.length === 0) return false;
  let odd = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isOdd(code)) odd += 1;
  }
  return odd / text.length > MAX_ODD_SHARE;
}

/** The same judgement on a file's first bytes, decoded as UTF-8 (invalid sequences count as odd). */
export function looksLikeBinary(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  // Cutting at SNIFF_BYTES may split one character: a single replacement at the end is not held against it.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\ufffd$/, '');
  return looksLikeBinaryText(text);
}

/** Throws `NOT_TEXT_MESSAGE` when the source (a file, or pasted text) is not text. */
export async function assertText(source: string | Blob): Promise<void> {
  const binary =
    typeof source === 'string'
      ? looksLikeBinaryText(source.slice(0, SNIFF_BYTES))
      : looksLikeBinary(new Uint8Array(await source.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (binary) throw new Error(NOT_TEXT_MESSAGE);
}
