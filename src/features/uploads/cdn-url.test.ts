import { describe, expect, it } from 'vitest';
import { cdnVariantUrl } from './cdn-url';

describe('cdnVariantUrl', () => {
  it('replaces the query of the record URL with format and size', () => {
    expect(
      cdnVariantUrl('https://img.other.page/c1/logo-png?format=auto&size=600', { size: 96, format: 'png' }),
    ).toBe('https://img.other.page/c1/logo-png?format=png&size=96');
    expect(cdnVariantUrl('https://img.other.page/c1/logo-png', { size: 256 })).toBe(
      'https://img.other.page/c1/logo-png?format=auto&size=256',
    );
  });

  it('gives nothing for a missing or non-http URL', () => {
    expect(cdnVariantUrl(undefined, { size: 96 })).toBeUndefined();
    expect(cdnVariantUrl('javascript:alert(1)', { size: 96 })).toBeUndefined();
  });
});
