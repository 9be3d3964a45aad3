import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * index.html's font warm-up (see the comment there): hidden text in the sizes and weights the app
 * uses, laid out in the document's first frame so that the browser's font look-ups are done before
 * the app renders its first page.
 */
const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const warmUp = /<!--\s*Font warm-up[\s\S]*?-->\s*<div([^>]*)>([\s\S]*?)<\/div>/.exec(indexHtml);

describe("index.html's font warm-up", () => {
  it('sits before the app root, hidden from assistive technology and from view', () => {
    expect(warmUp, 'index.html has its font warm-up').not.toBeNull();
    const [, attributes = ''] = warmUp ?? [];
    expect(attributes).toContain('aria-hidden="true"');
    expect(attributes).toMatch(/clip-path:\s*inset\(50%\)/);
    expect(indexHtml.indexOf('Font warm-up')).toBeLessThan(indexHtml.indexOf('<div id="root">'));
  });

  it('is laid out: nothing that skips layout (the look-ups happen during layout)', () => {
    const [, attributes = '', spans = ''] = warmUp ?? [];
    for (const skipsLayout of [/display:\s*none/, /visibility:\s*hidden/, /content-visibility/])
      expect(`${attributes}${spans}`).not.toMatch(skipsLayout);
  });

  it("warms both of the app's font stacks at the body text's sizes, each size and weight once", () => {
    const [, , spans = ''] = warmUp ?? [];
    const fonts = [...spans.matchAll(/font:\s*(\d{3}) (\d+)px var\(--font-(sans|mono)\)/g)].map((m) =>
      m.slice(1).join(' '),
    );
    expect(fonts.length).toBe([...spans.matchAll(/<span/g)].length);
    expect(new Set(fonts).size).toBe(fonts.length);
    // text-xs and text-sm, regular and medium, in both stacks: the table cells and wallet addresses.
    for (const font of [
      '400 12 sans',
      '500 12 sans',
      '400 14 sans',
      '500 14 sans',
      '400 12 mono',
      '400 14 mono',
    ])
      expect(fonts).toContain(font);
  });
});
