import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the production build, delivered as a `<meta http-equiv>` in
 * index.html (docs/decisions/003-content-security-policy.md explains each source). The hashes of
 * the inline scripts are computed from the built HTML itself, so editing the theme snippet cannot
 * leave a stale hash behind. The dev server is left alone: React refresh injects inline scripts.
 */

/** Every source except the inline scripts' hashes, which come from the HTML. */
export const POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix dialogs (scroll lock) and the toaster add <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // API data names images on any https host (CDN, ipfs gateway, the sandbox's CDN origin), or on
  // this machine over http (npm run sandbox:serve); data: and blob: for previews made in the page.
  'img-src': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', 'data:', 'blob:'],
  'font-src': ["'self'"],
  // The live API's base URL is typed at run time: any https origin, a server on this machine, or
  // this origin (the sandbox and the /live-api proxy). The upload host and CDN are https.
  'connect-src': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  'worker-src': ["'self'"], // the sandbox's service worker
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
// An event handler attribute (onload=, onerror=…) on any tag: CSP would block it without a trace.
const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;

/** `'sha256-…'` for the text of every inline script (a script with `src` needs none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy text for this HTML: POLICY plus the hash of each of its inline scripts. */
export function contentSecurityPolicy(html: string): string {
  const hashes = inlineScriptHashes(html);
  return Object.entries(POLICY)
    .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? hashes : [])].join(' '))
    .join('; ');
}

/** The HTML with the policy's meta tag first in <head> (right after the charset). */
export function withContentSecurityPolicy(html: string): string {
  if (INLINE_HANDLER.test(html)) {
    throw new Error('index.html has an inline event handler (on…=): the Content-Security-Policy forbids it.');
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('index.html has no <head> for the Content-Security-Policy.');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

/** Vite plugin: adds the policy to the built index.html, after every other change to it. */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'badge-console:content-security-policy',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withContentSecurityPolicy },
  };
}
