import { describe, expect, it } from 'vitest';
import { cdnUrl, displayImageUrl, imageUrlError } from './images';

describe('displayImageUrl', () => {
  it('asks the CDN for the shown size (doubled for dense screens) and a format', () => {
    expect(displayImageUrl('https://img.other.page/c1/art-png?format=auto&size=600', { size: 40 })).toBe(
      'https://img.other.page/c1/art-png?format=auto&size=80',
    );
    expect(
      displayImageUrl('https://img.sandbox.badge-console.test/c1/a?size=600', { size: 300, format: 'png' }),
    ).toBe('https://img.sandbox.badge-console.test/c1/a?format=png&size=600');
  });
  it('shows ipfs through a gateway and other https images as they are', () => {
    expect(displayImageUrl('ipfs://bafy123/art.png', { size: 40 })).toBe(
      'https://ipfs.io/ipfs/bafy123/art.png',
    );
    expect(displayImageUrl('https://example.org/a.png', { size: 40 })).toBe('https://example.org/a.png');
  });
  it('shows plain-http images only from this machine (a local server such as sandbox:serve)', () => {
    for (const url of [
      'http://127.0.0.1:4010/_cdn/badges/b1.svg',
      'http://localhost:4010/_cdn/c1/art-png?format=auto&size=600',
      'http://[::1]:4010/a.png',
    ])
      expect(displayImageUrl(url, { size: 40 })).toBe(url);
    expect(displayImageUrl('http://127.0.0.1.example.org/a.png', { size: 40 })).toBeUndefined();
    expect(displayImageUrl('http://10.0.0.1/a.png', { size: 40 })).toBeUndefined();
  });
  it('displays nothing for unsafe or broken URLs', () => {
    expect(displayImageUrl('javascript:alert(1)', { size: 40 })).toBeUndefined();
    expect(displayImageUrl('http://example.org/a.png', { size: 40 })).toBeUndefined();
    expect(displayImageUrl('not a url', { size: 40 })).toBeUndefined();
    expect(displayImageUrl(null, { size: 40 })).toBeUndefined();
  });
});

describe('imageUrlError', () => {
  it('accepts https and ipfs only', () => {
    expect(imageUrlError('https://img.other.page/c/a')).toBeUndefined();
    expect(imageUrlError('ipfs://bafy123')).toBeUndefined();
    expect(imageUrlError('javascript:alert(1)')).toMatch(/https:\/\/ or ipfs:\/\//);
    expect(imageUrlError('http://example.org/a.png')).toMatch(/https:\/\/ or ipfs:\/\//);
    expect(imageUrlError('')).toMatch(/Upload an image/);
  });
  it('names the banner URL field in a banner\'s messages', () => {
    expect(imageUrlError('javascript:alert(1)', 'banner')).toBe(
      'The banner URL must start with https:// or ipfs://.',
    );
    expect(imageUrlError('', 'banner')).toBe('Upload a banner or enter its URL.');
  });
  it('accepts plain http from this machine: the local sandbox server serves its CDN so', () => {
    expect(imageUrlError('http://127.0.0.1:4010/_cdn/c1/art-png?format=auto&size=600')).toBeUndefined();
    expect(imageUrlError('http://localhost:4010/_cdn/badges/b1.svg')).toBeUndefined();
    expect(imageUrlError('http://localhost.example.org/a.png')).toMatch(/https:\/\/ or ipfs:\/\//);
  });
});

describe('cdnUrl', () => {
  it('replaces the query of a CDN URL with the exact format and size', () => {
    expect(
      cdnUrl('https://img.other.page/c1/logo-png?format=auto&size=600', { size: 96, format: 'png' }),
    ).toBe('https://img.other.page/c1/logo-png?format=png&size=96');
    expect(cdnUrl('https://img.other.page/c1/logo-png', { size: 256 })).toBe(
      'https://img.other.page/c1/logo-png?format=auto&size=256',
    );
  });
  it('gives nothing for a missing or non-https URL', () => {
    expect(cdnUrl(undefined, { size: 96 })).toBeUndefined();
    expect(cdnUrl('javascript:alert(1)', { size: 96 })).toBeUndefined();
  });
});
