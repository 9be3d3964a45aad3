/**
 * SHA-256 and HMAC-SHA256 through Web Crypto (`crypto.subtle`), for the emulated upload credentials
 * (SigV4 POST policy signing) and ETags. Web Crypto is in every browser page served from https or
 * localhost, in service workers (always a secure context) and in Node 20 as `globalThis.crypto`.
 */

function subtle(): SubtleCrypto {
  // Typed as always present, but a page on plain http (other than localhost) has no `subtle`.
  const value = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!value) {
    throw new Error(
      'Web Crypto (crypto.subtle) is unavailable: the sandbox needs a secure context (https or localhost)',
    );
  }
  return value;
}

function bytesOf(value: Uint8Array | string): Uint8Array<ArrayBuffer> {
  return typeof value === 'string' ? utf8(value) : new Uint8Array(value);
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', bytesOf(data)));
}

/** HMAC (RFC 2104) over SHA-256. */
export async function hmacSha256(key: Uint8Array | string, data: Uint8Array | string): Promise<Uint8Array> {
  const webCrypto = subtle();
  const hmacKey = await webCrypto.importKey('raw', bytesOf(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await webCrypto.sign('HMAC', hmacKey, bytesOf(data)));
}

const encoder = new TextEncoder();
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Base64 of the UTF-8 bytes of `text` (btoa alone only takes Latin-1). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of utf8(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text of a base64 value, or undefined when it is not base64 or not UTF-8. */
export function fromBase64Utf8(value: string): string | undefined {
  try {
    const binary = atob(value);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** Compares two strings without stopping at the first difference. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
