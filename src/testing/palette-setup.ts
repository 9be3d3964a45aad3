import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

// cmdk measures its list with ResizeObserver, which jsdom lacks; nothing is laid out here anyway.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * For a test file that opens the command palette: each test starts with nothing remembered in
 * this browser (recent entries, saved views), and cmdk finds a ResizeObserver.
 */
export function setupPaletteTests(): void {
  beforeEach(() => localStorage.clear());
  beforeAll(() => {
    if (!('ResizeObserver' in window)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });
  afterAll(() => vi.unstubAllGlobals());
}
