/**
 * Runtime configuration from `public/config.js` (replaceable per deployment without a rebuild).
 * Values are checked here because the file is edited by hand.
 */
export interface RuntimeConfig {
  defaultConnection: 'sandbox' | 'live';
  liveBaseUrl: string;
  cdnBaseUrl: string;
  previewBaseUrl: string;
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
};

function read(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__BADGE_CONSOLE_CONFIG__;
  const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v.replace(/\/+$/, '') : d);
  return {
    defaultConnection: raw?.defaultConnection === 'live' ? 'live' : 'sandbox',
    liveBaseUrl: str(raw?.liveBaseUrl, defaults.liveBaseUrl),
    cdnBaseUrl: str(raw?.cdnBaseUrl, defaults.cdnBaseUrl),
    previewBaseUrl: str(raw?.previewBaseUrl, defaults.previewBaseUrl),
  };
}

export const runtimeConfig: RuntimeConfig = read();
