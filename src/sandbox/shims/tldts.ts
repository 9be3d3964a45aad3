/**
 * Stands in for `tldts` in the production build (scripts/vite-plugins/production-aliases.ts).
 * MSW's cookie handling (tough-cookie) asks it for a cookie domain's registrable domain, and the
 * real package brings the whole public suffix list into the sandbox's chunk, loaded on every
 * sandbox-mode visit. The sandbox sets no cookies and the app sends none, so the last two labels of
 * a host are enough.
 */
export function getDomain(domain: string): string | null {
  const labels = domain.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
