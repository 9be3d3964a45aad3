import { DEFAULT_THRESHOLDS, type SignalThresholds } from './review-signals';

/** Each threshold's name in the URL, its words on the page and its smallest sensible value. */
export const THRESHOLD_FIELDS: { key: keyof SignalThresholds; param: string; label: string; min: number }[] =
  [
    { key: 'burstCount', param: 'burst', label: 'Burst: awards', min: 2 },
    { key: 'burstSeconds', param: 'burstWindow', label: 'Burst: within (seconds)', min: 1 },
    { key: 'sharedWallets', param: 'shared', label: 'Same metadata: wallets', min: 2 },
    { key: 'outlierIqr', param: 'iqr', label: 'Outlier: IQRs above Q3', min: 0 },
    { key: 'claimSeconds', param: 'claimWithin', label: 'Fast claim: within (seconds)', min: 0 },
    { key: 'claimRun', param: 'claimRun', label: 'Fast claim: entries in a row', min: 1 },
  ];

export interface SignalParams {
  /** The signals are shown (the URL says `signals=on`). */
  on: boolean;
  flaggedOnly: boolean;
  thresholds: SignalThresholds;
}

/** The signals' state in the URL; a missing or unreadable threshold takes its default. */
export function signalParams(search: URLSearchParams): SignalParams {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  for (const field of THRESHOLD_FIELDS) {
    const raw = search.get(field.param);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(value) && value >= field.min) thresholds[field.key] = value;
  }
  return { on: search.get('signals') === 'on', flaggedOnly: search.get('flagged') === 'only', thresholds };
}

/** The URL with the signals' state written in (defaults left out, so a shared link stays short). */
export function withSignalParams(search: URLSearchParams, next: SignalParams): URLSearchParams {
  const out = new URLSearchParams(search);
  out.delete('signals');
  out.delete('flagged');
  for (const field of THRESHOLD_FIELDS) out.delete(field.param);
  if (!next.on) return out;
  out.set('signals', 'on');
  if (next.flaggedOnly) out.set('flagged', 'only');
  for (const field of THRESHOLD_FIELDS) {
    const value = next.thresholds[field.key];
    if (value !== DEFAULT_THRESHOLDS[field.key]) out.set(field.param, String(value));
  }
  return out;
}
