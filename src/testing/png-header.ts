/**
 * A PNG's signature and IHDR chunk (true colour, no alpha) and nothing else: enough for its facts
 * (format, pixel size) to be read, with no pixels to decode.
 */
export function pngHeader(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2], 24);
  return new File([bytes], name, { type: 'image/png' });
}
