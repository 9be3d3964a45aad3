/**
 * Watchers for the security spec, installed before the page loads and kept across navigations:
 * Content-Security-Policy violations, and markup that should never appear (event handlers, script
 * URLs), even for a moment.
 */
import type { Page } from '@playwright/test';

/**
 * Collects every CSP violation of the page, across navigations: the `securitypolicyviolation`
 * events and Chromium's console reports (which also name an invalid policy).
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * Reports every element that ever carries an event-handler attribute, a script URL in a URL
 * attribute, or the payload's `src=x`, even for a moment (an image that fails is replaced at once).
 */
export async function recordUnsafeMarkup(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__reportUnsafeMarkup', (text: string) => found.push(text));
  await page.addInitScript(() => {
    const report = (text: string) =>
      (window as Window & { __reportUnsafeMarkup?: (text: string) => void }).__reportUnsafeMarkup?.(text);
    const URL_ATTRIBUTES = new Set(['src', 'href', 'xlink:href', 'action', 'formaction', 'srcset', 'poster']);
    const check = (element: Element) => {
      for (const { name, value } of Array.from(element.attributes)) {
        const unsafe =
          name.startsWith('on') ||
          (URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript):/i.test(value)) ||
          (element.tagName === 'IMG' && name === 'src' && value === 'x');
        if (unsafe) report(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) check(mutation.target);
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          check(node);
          node.querySelectorAll('*').forEach(check);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return found;
}
