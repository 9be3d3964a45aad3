import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  checkFile,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  UPLOAD_RULE_TEXT,
} from './upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload rules', () => {
  it('states the rule in words, with the limit from the one constant', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(UPLOAD_RULE_TEXT).toBe('PNG, JPEG, GIF, WebP or SVG, up to 10 MB');
    expect(ACCEPT_ATTRIBUTE).toContain('image/svg+xml');
    expect(ACCEPT_ATTRIBUTE).toContain('.jpeg');
  });

  it('accepts PNG, JPEG, GIF, WebP and SVG by type and extension', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.JPG', 'image/jpeg'],
      ['c.jpeg', 'image/jpeg'],
      ['d.gif', 'image/gif'],
      ['e.webp', 'image/webp'],
      ['f.svg', 'image/svg+xml'],
      ['g.png', ''], // some systems report no type: the extension decides
    ] as const) {
      expect(checkFile(file(name, type))).toBeUndefined();
    }
  });

  it('refuses a non-image, naming the file and the rule', () => {
    expect(checkFile(file('report.pdf', 'application/pdf'))).toBe(
      'report.pdf is not an image (PNG, JPEG, GIF, WebP or SVG)',
    );
    expect(checkFile(file('notes', ''))).toBe('notes is not an image (PNG, JPEG, GIF, WebP or SVG)');
  });

  it('refuses other image types and names that disagree with their type', () => {
    expect(checkFile(file('photo.bmp', 'image/bmp'))).toBe(
      'photo.bmp is not a PNG, JPEG, GIF, WebP or SVG image',
    );
    expect(checkFile(file('fake.png', 'application/pdf'))).toMatch(/^fake\.png is not an image/);
    expect(checkFile(file('picture', 'image/png'))).toMatch(/^picture is not a PNG/);
  });

  it('refuses a file over 10 MiB with its size and the limit, and an empty file', () => {
    expect(checkFile(file('huge.png', 'image/png', 13_000_000))).toBe(
      'huge.png is 12.4 MB; the limit is 10 MB',
    );
    expect(checkFile(file('edge.png', 'image/png', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(checkFile(file('over.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toMatch(/the limit is 10 MB$/);
    expect(checkFile(file('empty.png', 'image/png', 0))).toBe('empty.png is empty');
  });

  it('formats sizes', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(532)).toBe('532 bytes');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10 MB');
  });
});
