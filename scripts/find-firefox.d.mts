// Types for scripts/find-firefox.mjs (imported by the Firefox smoke set, e2e-firefox/).
export interface FirefoxChoice {
  path: string;
  source: 'env' | 'system' | 'installed';
}
export const SYSTEM_CANDIDATES: readonly string[];
export const INSTALL_HELP: string;
export function findFirefox(options?: { install?: boolean; env?: NodeJS.ProcessEnv }): FirefoxChoice | null;
