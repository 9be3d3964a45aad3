import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route tests render lazy route modules, which Vitest transforms on first import: allow for that on
// a busy machine instead of failing at the default 1 s.
configure({ asyncUtilTimeout: 20_000 });

afterEach(cleanup);

// jsdom lays nothing out and has no scrollIntoView; the app calls it to bring an error into view,
// and tests spy on it to see that it did.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });
}

// Nor window.scrollTo (jsdom reports it "not implemented"): a new page starts at the top.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
