/**
 * Deterministic art for the seed's images (logos, avatars, badges, tokens), so the demo shows real
 * pictures offline. Each key gets its own colours and motif from a hash of the key.
 */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function initials(key: string): string {
  const name =
    key
      .split('/')
      .pop()
      ?.replace(/\.\w+$/, '') ?? '';
  const parts = name.split(/[-_\s]+/).filter((p) => /^[a-z]/i.test(p));
  return (parts.length > 1 ? (parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '') : name.slice(0, 2)).toUpperCase();
}

export function seedArtSvg(key: string, size: number): string {
  const h = hash(key);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 120)) % 360;
  const kind = key.split('/')[0];
  const shape =
    kind === 'badges'
      ? `<path d="M50 8l11 22 24 3-17 17 4 24-22-11-22 11 4-24-17-17 24-3z" fill="white" fill-opacity=".9"/>`
      : kind === 'tokens' || kind === 'avatars'
        ? `<circle cx="50" cy="40" r="18" fill="white" fill-opacity=".85"/><path d="M18 92c4-22 60-22 64 0z" fill="white" fill-opacity=".85"/>`
        : `<text x="50" y="62" font-family="system-ui,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="white">${initials(key)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 50%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 38%)"/></linearGradient></defs><rect width="100" height="100" rx="${kind === 'badges' ? 50 : 12}" fill="url(#g)"/>${shape}</svg>`;
}
