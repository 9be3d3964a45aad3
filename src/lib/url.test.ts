import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from './url';

/** Values a hostile or broken API might send in a URL field. */
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://example.org/1',
  'file:///etc/passwd',
  '<img src=x onerror=alert(1)>',
];

describe('safeHttpUrl (links from API data)', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeHttpUrl('http://example.org')).toBe('http://example.org/');
  });
  it('refuses script, data and relative URLs and empty values', () => {
    for (const value of SCRIPT_URLS) expect(safeHttpUrl(value), value).toBeUndefined();
    expect(safeHttpUrl('/relative')).toBeUndefined();
    expect(safeHttpUrl('//example.org/x')).toBeUndefined();
    expect(safeHttpUrl('ipfs://bafy123')).toBeUndefined();
    expect(safeHttpUrl('')).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});

describe('safeImageUrl (images from API data)', () => {
  it('keeps http and https images', () => {
    expect(safeImageUrl('https://img.other.page/c1/a?size=600')).toBe('https://img.other.page/c1/a?size=600');
    expect(safeImageUrl('http://example.org/a.png')).toBe('http://example.org/a.png');
  });
  it('shows ipfs images through a public https gateway', () => {
    expect(safeImageUrl('ipfs://bafy123/art.png')).toBe('https://ipfs.io/ipfs/bafy123/art.png');
    expect(safeImageUrl('ipfs://ipfs/bafy123')).toBe('https://ipfs.io/ipfs/bafy123');
    expect(safeImageUrl('IPFS://bafy123')).toBe('https://ipfs.io/ipfs/bafy123');
  });
  it('keeps odd ipfs addresses on the gateway host, and refuses an empty one', () => {
    expect(safeImageUrl('ipfs://')).toBeUndefined();
    expect(safeImageUrl('ipfs://../../evil.example/x')).toBe('https://ipfs.io/evil.example/x');
    expect(safeImageUrl('ipfs://@evil.example/x')).toBe('https://ipfs.io/ipfs/@evil.example/x');
    expect(safeImageUrl('ipfs:///\\evil.example')).toMatch(/^https:\/\/ipfs\.io\//);
  });
  it('refuses script, data and relative URLs and empty values', () => {
    for (const value of SCRIPT_URLS) expect(safeImageUrl(value), value).toBeUndefined();
    expect(safeImageUrl('/relative.png')).toBeUndefined();
    expect(safeImageUrl('')).toBeUndefined();
    expect(safeImageUrl(null)).toBeUndefined();
  });
});
