import { createConnectionScopedStore } from '../../lib/connection-scoped-store';

/**
 * The guideline profile badge art is checked against. The defaults follow what badge programs ask
 * (POAP, for one, shows art as 500 × 500 circles, takes up to 4 MB and recommends far less); the
 * admin can change them, and they are kept in this browser per connection.
 */
export interface ArtGuidelines {
  /** The canvas must be square. */
  square: boolean;
  /** The shorter side, in pixels, at least. */
  minSide: number;
  /** File size at most, in bytes. */
  maxBytes: number;
  /** File size recommended at most, in bytes (members load it on every badge list). */
  recommendedBytes: number;
}

export const DEFAULT_GUIDELINES: ArtGuidelines = {
  square: true,
  minSide: 500,
  maxBytes: 4 * 1024 * 1024,
  recommendedBytes: 200 * 1024,
};

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** What is wrong with a profile, in words, or undefined when it is sound. */
export function guidelinesError(g: ArtGuidelines): string | undefined {
  if (!isWhole(g.minSide) || g.minSide > 10_000) return 'The smallest side must be 1 to 10,000 pixels';
  if (!isWhole(g.maxBytes)) return 'The largest file size must be more than 0';
  if (!isWhole(g.recommendedBytes)) return 'The recommended file size must be more than 0';
  if (g.recommendedBytes > g.maxBytes) return 'The recommended size cannot be above the largest';
  return undefined;
}

/** A stored profile, each unreadable field replaced by its default (the value may be hand-edited). */
export function parseGuidelines(raw: string | null): ArtGuidelines {
  if (!raw) return DEFAULT_GUIDELINES;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_GUIDELINES;
    const p = parsed as Partial<Record<keyof ArtGuidelines, unknown>>;
    const merged: ArtGuidelines = {
      square: typeof p.square === 'boolean' ? p.square : DEFAULT_GUIDELINES.square,
      minSide: isWhole(p.minSide) ? p.minSide : DEFAULT_GUIDELINES.minSide,
      maxBytes: isWhole(p.maxBytes) ? p.maxBytes : DEFAULT_GUIDELINES.maxBytes,
      recommendedBytes: isWhole(p.recommendedBytes)
        ? p.recommendedBytes
        : DEFAULT_GUIDELINES.recommendedBytes,
    };
    return guidelinesError(merged) ? DEFAULT_GUIDELINES : merged;
  } catch {
    return DEFAULT_GUIDELINES;
  }
}

export const guidelinesStore = createConnectionScopedStore<ArtGuidelines, []>({
  key: (baseUrl) => `badge-console:art-guidelines:${baseUrl}`,
  parse: parseGuidelines,
  empty: DEFAULT_GUIDELINES,
});
