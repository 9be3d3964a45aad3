import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route tests render lazy route modules, which Vitest transforms on first import: allow for that on
// a busy machine instead of failing at the default 1 s.
configure({ asyncUtilTimeout: 20_000 });

// A query that finds nothing builds its error with a print of the whole document, and `findBy…` and
// `waitFor` run their query every 50 ms until it passes: printing pages that were about to show what
// was asked for took a sixth of the route tests' CPU. While one of them is still waiting (Testing
// Library marks that time with its own flag), the error is the message alone; the one that ends the
// wait, and every failing `getBy…`, still carries the document.
type ConfigWithWaitFlag = ReturnType<typeof getConfig> & { _disableExpensiveErrorDiagnostics?: unknown };
const waiting = (): boolean => (getConfig() as ConfigWithWaitFlag)._disableExpensiveErrorDiagnostics === true;
if (typeof (getConfig() as ConfigWithWaitFlag)._disableExpensiveErrorDiagnostics !== 'boolean') {
  throw new Error('Testing Library no longer marks its waits: update setup-dom.ts');
}
const { getElementError } = getConfig();
configure({
  getElementError: (message, container) => {
    if (!waiting()) return getElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

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

// React Router warns when the route it matched last has nothing to render (the page would be
// empty): a route test that meets the warning fails, whichever page it opened.
const emptyLeafWarnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && message.includes('does not have an element or Component')) {
    emptyLeafWarnings.push(message);
  }
  warn(...args);
};
afterEach(() => {
  const seen = emptyLeafWarnings.splice(0);
  if (seen.length > 0) throw new Error(`React Router matched a route with nothing to render: ${seen[0]}`);
});
