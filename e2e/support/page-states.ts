/**
 * Every page state worth checking: each opens a page the way a person gets there, in one state
 * (empty, filled, refused, a form with its errors), and waits until its real content shows. The
 * a11y scans (a11y.spec.ts) and the screenshots (screenshots.spec.ts) are built from PAGE_STATES.
 *
 * Each resource keeps its states beside its steps, in `<resource>-pages.ts` in this folder, as
 * exported lists named `…_PAGES`; they are found here by reading the folder, so a new resource's
 * file is scanned without being listed anywhere.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

export interface PageState {
  /** File-name friendly and unique, e.g. "member-new-error". */
  name: string;
  /** Arranges what the state needs, opens the page and waits until it shows that state. */
  open(page: Page): Promise<void>;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));

function isPageState(value: unknown): value is PageState {
  return typeof value === 'object' && value !== null && 'name' in value && 'open' in value;
}

/** The `…_PAGES` lists of one module, in the order it exports them. */
function statesOf(module: Record<string, unknown>, file: string): PageState[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (!name.endsWith('_PAGES')) return [];
    if (!Array.isArray(value) || !value.every(isPageState))
      throw new Error(`${file}: ${name} is not a list of page states`);
    return value;
  });
}

async function discover(): Promise<PageState[]> {
  const files = readdirSync(HERE)
    .filter((file) => /(^|-)pages\.ts$/.test(file))
    .sort();
  const modules = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(`${HERE}${file}`).href)) as Record<string, unknown>;
      return statesOf(module, file);
    }),
  );
  const states = modules.flat();
  const names = states.map((state) => state.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`page states named twice: ${twice.join(', ')}`);
  return states;
}

export const PAGE_STATES: readonly PageState[] = await discover();
