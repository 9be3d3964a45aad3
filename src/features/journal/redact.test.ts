import { describe, expect, it } from 'vitest';
import { maskUrl, maskUrlsIn, REDACTED, redactSecrets, scrubText } from './redact';

describe('redactSecrets', () => {
  it('replaces secret-named fields at any depth and collects their values', () => {
    const found = new Set<string>();
    const value = {
      name: 'Hook',
      signingKey: 'whsec_abcdef',
      nested: { apiKey: 'k-123456', list: [{ bearer_token: 'tok-999999', keep: 'yes' }] },
      clientSecret: { value: 'deep-secret' },
      password: 'hunter22',
    };
    expect(redactSecrets(value, found)).toEqual({
      name: 'Hook',
      signingKey: REDACTED,
      nested: { apiKey: REDACTED, list: [{ bearer_token: REDACTED, keep: 'yes' }] },
      clientSecret: REDACTED,
      password: REDACTED,
    });
    expect([...found].sort()).toEqual(['deep-secret', 'hunter22', 'k-123456', 'tok-999999', 'whsec_abcdef']);
  });

  it('leaves plain values and ordinary fields alone, and errs on the safe side with a name holding a secret word', () => {
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets({ tokenomics: 1 })).toEqual({ tokenomics: REDACTED });
    expect(redactSecrets({ name: 'a', events: ['x'] })).toEqual({ name: 'a', events: ['x'] });
  });
});

describe('scrubText', () => {
  it('cuts every secret value out of a text, ignoring values too short to be one', () => {
    expect(scrubText('key sandbox-demo-key refused; ab', ['sandbox-demo-key', 'ab'])).toBe(
      `key ${REDACTED} refused; ab`,
    );
  });
});

describe('maskUrl', () => {
  it('keeps the origin and path of a URL and masks its query, fragment and user info', () => {
    const found = new Set<string>();
    expect(maskUrl('https://hooks.example.org/in/badges?token=tok_live_123456&v=2', found)).toBe(
      `https://hooks.example.org/in/badges?${REDACTED}`,
    );
    expect(maskUrl('https://user:pa55word@hooks.example.org:8443/in#sig=abcdef123456', found)).toBe(
      `https://${REDACTED}@hooks.example.org:8443/in#${REDACTED}`,
    );
    expect([...found]).toEqual(
      expect.arrayContaining([
        'token=tok_live_123456&v=2',
        'tok_live_123456',
        'user:pa55word',
        'sig=abcdef123456',
      ]),
    );
  });

  it('leaves a URL with nothing to mask, and text that is no URL, as they are', () => {
    expect(maskUrl('https://hooks.example.org/in')).toBe('https://hooks.example.org/in');
    expect(maskUrl('Night owls?token=x')).toBe('Night owls?token=x');
    expect(maskUrl('ipfs://bafy/1.png')).toBe('ipfs://bafy/1.png');
  });

  it('masks every URL in a text', () => {
    expect(maskUrlsIn('Could not reach https://h.example.org/in?sig=s3cr3t-value (timeout)')).toBe(
      `Could not reach https://h.example.org/in?${REDACTED} (timeout)`,
    );
  });

  it('is applied to every string of a body, and its hidden parts are cut from other texts', () => {
    const found = new Set<string>();
    const body = redactSecrets({ callbackUrl: 'https://h.example.org/in?token=tok_live_123456' }, found);
    expect(body).toEqual({ callbackUrl: `https://h.example.org/in?${REDACTED}` });
    expect(scrubText('token tok_live_123456 was refused', found)).toBe(`token ${REDACTED} was refused`);
  });
});
