// Runtime configuration, read before the app starts. A deployment may replace this file without a
// rebuild, for example to default to a live API:
//   window.__BADGE_CONSOLE_CONFIG__ = { defaultConnection: 'live', liveBaseUrl: 'https://api.other.page/v1' };
window.__BADGE_CONSOLE_CONFIG__ = {
  defaultConnection: 'sandbox',
  liveBaseUrl: 'https://api.other.page/v1',
  cdnBaseUrl: 'https://img.other.page',
  previewBaseUrl: 'https://other.page',
};
