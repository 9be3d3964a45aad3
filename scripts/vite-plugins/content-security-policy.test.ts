import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  withContentSecurityPolicy,
} from './content-security-policy';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The directives of a policy text, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy of the build', () => {
  it('allows the two inline snippets of index.html (theme, early list request) by their hashes, and no other inline script', () => {
    const snippets = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(snippets, 'index.html has its theme and early-request snippets').toHaveLength(2);
    expect(snippets[0]).toContain('badge-console:theme');
    expect(snippets[1]).toContain('__badgeConsoleFirstRequest');
    const scriptSrc = directives(contentSecurityPolicy(indexHtml)).get('script-src');
    expect(scriptSrc).toEqual(["'self'", ...snippets.map(sha256)]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('follows an edit of a snippet (the hash is computed, never written down)', () => {
    const edited = indexHtml.replace('badge-console:theme', 'badge-console:theme-v2');
    expect(edited).not.toBe(indexHtml);
    const [themeBefore, earlyBefore] = inlineScriptHashes(indexHtml);
    const [themeAfter, earlyAfter] = inlineScriptHashes(edited);
    expect(themeAfter).not.toBe(themeBefore);
    expect(earlyAfter).toBe(earlyBefore);
  });

  it('hashes every inline script, module scripts included, and skips scripts with src', () => {
    const html =
      '<head><script>a()</script><script src="/config.js"></script>' +
      '<script type="module" crossorigin src="/assets/x.js"></script><script type="module">b()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('names the sources the app needs, and nothing that opens scripts up', () => {
    const policy = directives(contentSecurityPolicy(indexHtml));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'https:',
      'http://localhost:*',
      'http://127.0.0.1:*',
      'data:',
      'blob:',
    ]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // A meta tag cannot carry frame-ancestors (browsers ignore it there): it is a header, see docs.
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('puts the meta tag before every script, right after the charset', () => {
    const html = withContentSecurityPolicy(indexHtml);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`content="${contentSecurityPolicy(indexHtml)}"`);
  });

  it('refuses to build a page with an inline event handler, which the policy would silently block', () => {
    expect(() =>
      withContentSecurityPolicy('<head><meta charset="UTF-8" /></head><body onload="go()">'),
    ).toThrow(/inline event handler/);
  });
});
