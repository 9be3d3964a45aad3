import { describe, expect, it } from 'vitest';
import { runWalletCsv, type WalletCsvMessage } from './csv-protocol';
import { EIP55 } from './test-wallets';
import { NOT_TEXT_MESSAGE, SNIFF_BYTES, assertText, looksLikeBinary, looksLikeBinaryText } from './text-sniff';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text sniffing: a file is refused by its content when it is not text', () => {
  it('takes a CSV, accents, tabs and CRLF as text', () => {
    expect(looksLikeBinary(utf8(`wallet\tnote\r\n${EIP55[0]}\tcafé “quoted” ✓\r\n`))).toBe(false);
    expect(looksLikeBinaryText('')).toBe(false);
  });

  it('refuses any NUL byte, wherever it is', () => {
    const bytes = utf8(`wallet\n${EIP55[0]}\n`.repeat(100));
    bytes[bytes.length - 3] = 0;
    expect(looksLikeBinary(bytes)).toBe(true);
  });

  it('refuses a high share of control characters or bytes that are not UTF-8, not a few', () => {
    const noisy = Uint8Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0xff : 0x41));
    expect(looksLikeBinary(noisy)).toBe(true);
    const latin1 = Uint8Array.from({ length: 1000 }, (_, i) => (i % 50 === 0 ? 0xe9 : 0x41));
    expect(looksLikeBinary(latin1)).toBe(false);
    expect(looksLikeBinaryText('\u0001\u0002\u0003abc')).toBe(true);
  });

  it('does not hold against the file a character cut in two at the end of the sniffed bytes', () => {
    const bytes = utf8('a'.repeat(20) + 'é').slice(0, 21);
    expect(looksLikeBinary(bytes)).toBe(false);
  });

  it('looks at the first 64 KB of a file only', async () => {
    const text = 'a'.repeat(SNIFF_BYTES);
    await expect(assertText(new Blob([text, '\u0000'.repeat(10)]))).resolves.toBeUndefined();
    await expect(assertText(new Blob(['\u0000', text]))).rejects.toThrow(NOT_TEXT_MESSAGE);
  });

  it('makes the reader answer "This is not a text file" instead of a report of invalid lines', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const sent: WalletCsvMessage[] = [];
    await runWalletCsv({ source: new Blob([png]) }, (message) => sent.push(message));
    expect(sent.at(-1)).toEqual({ type: 'error', message: NOT_TEXT_MESSAGE });
    expect(sent.some((m) => m.type === 'problems' || m.type === 'valid')).toBe(false);
  });
});
