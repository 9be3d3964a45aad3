import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, scrubText } from './redact';

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
