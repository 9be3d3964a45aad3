import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signPolicy } from './files';
import { base64Utf8, fromBase64Utf8, hmacSha256, sha256, toHex, utf8 } from './files-crypto';

afterEach(() => vi.unstubAllGlobals());

describe('sha256 and hmacSha256', () => {
  it('match the published test vectors', async () => {
    expect(toHex(await sha256(utf8('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(toHex(await sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // RFC 4231, test case 2.
    expect(toHex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('match node:crypto across block boundaries and long keys', async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
      expect(toHex(await sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      const key = new Uint8Array(length + 3).map((_, i) => (i * 17) & 0xff);
      expect(toHex(await hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
  });

  it('derives SigV4 signatures as AWS does', async () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    const policy = base64Utf8('{"expiration":"2030-01-01T00:00:00.000Z","conditions":[]}');
    let key: Buffer = createHmac('sha256', `AWS4${secret}`).update('20250305').digest();
    for (const part of ['us-west-2', 's3', 'aws4_request'])
      key = createHmac('sha256', key).update(part).digest();
    const expected = createHmac('sha256', key).update(policy).digest('hex');
    expect(await signPolicy(secret, '20250305', 'us-west-2', policy)).toBe(expected);
  });

  it('sign with Web Crypto: four key derivations and the signature itself', async () => {
    const sign = vi.spyOn(globalThis.crypto.subtle, 'sign');
    await signPolicy('secret', '20250305', 'us-west-2', base64Utf8('{}'));
    expect(sign).toHaveBeenCalledTimes(5);
    expect(sign.mock.calls.every(([algorithm]) => algorithm === 'HMAC')).toBe(true);
  });

  it('say why when Web Crypto is missing (an insecure context)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(hmacSha256('key', 'data')).rejects.toThrow(
      'Web Crypto (crypto.subtle) is unavailable: the sandbox needs a secure context (https or localhost)',
    );
  });

  it('round-trips base64 of UTF-8 text and rejects what is not base64', () => {
    expect(fromBase64Utf8(base64Utf8('{"name":"café ✓"}'))).toBe('{"name":"café ✓"}');
    expect(fromBase64Utf8('not base64!')).toBeUndefined();
  });
});
