/**
 * Runtime configuration from `public/config.js` (replaceable per deployment without a rebuild).
 * Values are checked here because the file is edited by hand.
 */
export interface RuntimeConfig {
  defaultConnection: 'sandbox' | 'live';
  liveBaseUrl: string;
  cdnBaseUrl: string;
  previewBaseUrl: string;
  /** How long an API request may take before it fails as "no answer" (ms). */
  requestTimeoutMs: number;
}

declare global {
  interface Window {
    __BADGE_CONSOLE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
  defaultConnection: 'sandbox',
  liveBaseUrl: 'https://api.other.page/v1',
  cdnBaseUrl: 'https://img.other.page',
  previewBaseUrl: 'https://other.page',
  requestTimeoutMs: 30_000,
};

function read(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__BADGE_CONSOLE_CONFIG__;
  const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v.replace(/\/+$/, '') : d);
  return {
    defaultConnection: raw?.defaultConnection === 'live' ? 'live' : 'sandbox',
    liveBaseUrl: str(raw?.liveBaseUrl, defaults.liveBaseUrl),
    cdnBaseUrl: str(raw?.cdnBaseUrl, defaults.cdnBaseUrl),
    previewBaseUrl: str(raw?.previewBaseUrl, defaults.previewBaseUrl),
    requestTimeoutMs:
      typeof raw?.requestTimeoutMs === 'number' && raw.requestTimeoutMs >= 1000
        ? raw.requestTimeoutMs
        : defaults.requestTimeoutMs,
  };
}

export const runtimeConfig: RuntimeConfig = read();
