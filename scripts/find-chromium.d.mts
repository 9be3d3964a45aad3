// Types for scripts/find-chromium.mjs (imported by playwright.config.ts).
export interface ChromiumChoice {
  path: string;
  /** 'playwright' = Playwright's own browser: launch it without executablePath. */
  source: 'env' | 'playwright' | 'system' | 'installed';
}
export const SYSTEM_CANDIDATES: readonly string[];
export const INSTALL_HELP: string;
export function playwrightChromium(): string | null;
export function findChromium(options?: { install?: boolean; env?: NodeJS.ProcessEnv }): ChromiumChoice | null;
