import * as z from 'zod';
import { urlSchema, type UrlState } from '../../lib/url-state';
import { DEFAULT_THRESHOLDS, type SignalThresholds } from './review-signals';

/** Each threshold's name in the URL, its words on the page and its smallest sensible value. */
export const THRESHOLD_FIELDS = [
  { key: 'burstCount', param: 'burst', label: 'Burst: awards', min: 2 },
  { key: 'burstSeconds', param: 'burstWindow', label: 'Burst: within (seconds)', min: 1 },
  { key: 'sharedWallets', param: 'shared', label: 'Same metadata: wallets', min: 2 },
  { key: 'outlierIqr', param: 'iqr', label: 'Outlier: IQRs above Q3', min: 0 },
  { key: 'claimSeconds', param: 'claimWithin', label: 'Fast claim: within (seconds)', min: 0 },
  { key: 'claimRun', param: 'claimRun', label: 'Fast claim: entries in a row', min: 1 },
] as const satisfies readonly { key: keyof SignalThresholds; param: string; label: string; min: number }[];

export interface SignalParams {
  /** The signals are shown (the URL says `signals=on`). */
  on: boolean;
  flaggedOnly: boolean;
  thresholds: SignalThresholds;
}

function threshold(min: number, fallback: number) {
  return z
    .codec(z.string().trim().min(1), z.number().min(min), { decode: Number, encode: String })
    .catch(fallback);
}

type ThresholdParam = (typeof THRESHOLD_FIELDS)[number]['param'];
const thresholdShape = Object.fromEntries(
  THRESHOLD_FIELDS.map((f) => [f.param, threshold(f.min, DEFAULT_THRESHOLDS[f.key])]),
) as Record<ThresholdParam, ReturnType<typeof threshold>>;

/** The signals' params: `signals=on`, `flagged=only`, and a threshold per field (its default when unreadable). */
export const signalSearch = urlSchema({
  signals: z.literal('on').optional().catch(undefined),
  flagged: z.literal('only').optional().catch(undefined),
  ...thresholdShape,
});
type SignalSearch = UrlState<typeof signalSearch>;

/** What the page works with, from the URL's state. */
export function signalParams(search: SignalSearch): SignalParams {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  for (const field of THRESHOLD_FIELDS) {
    const value = search[field.param];
    if (typeof value === 'number') thresholds[field.key] = value;
  }
  return { on: search.signals === 'on', flaggedOnly: search.flagged === 'only', thresholds };
}

/** The URL's state for the signals: nothing of them while they are off, so a shared link stays short. */
export function signalSearchOf(next: SignalParams): Partial<SignalSearch> {
  const state: Partial<SignalSearch> = { signals: next.on ? 'on' : undefined, flagged: undefined };
  if (next.on && next.flaggedOnly) state.flagged = 'only';
  // Written as undefined while off, so thresholds set before are dropped with the signals.
  for (const field of THRESHOLD_FIELDS) state[field.param] = next.on ? next.thresholds[field.key] : undefined;
  return state;
}
