// Types for scripts/find-chromium.mjs (imported by playwright.config.ts).
export interface ChromiumChoice {
  path: string;
  /** 'playwright' = Playwright's own browser: launch it without executablePath. */
  source: 'env' | 'playwright' | 'system' | 'installed';
}
export const SYSTEM_CANDIDATES: readonly string[];
export const HEADLESS_SHELL: string;
export const INSTALL_HELP: string;
export function playwrightChromium(): string | null;
export function findChromium(options?: {
  install?: boolean;
  env?: NodeJS.ProcessEnv;
  /** false: skip the headless shell (the benchmark measures the full browser). */
  shell?: boolean;
}): ChromiumChoice | null;
