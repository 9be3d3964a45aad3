/**
 * Shared Playwright fixtures. Specs import `test` and `expect` from here, not from '@playwright/test'.
 *
 *   import { test, expect } from './fixtures';
 *   test('users list', async ({ page, axe, sandbox, apiRequests }) => { … });
 *
 * - axe.check({ label? })     WCAG 2.0/2.1 A+AA scan of the current page; fails with a readable list.
 * - sandbox.reset() / setFaults(f) / clearFaults()
 *                             control the in-browser sandbox (MSW service worker) THROUGH THE PAGE.
 *                             The page must have loaded the app first (await page.goto('/') and wait
 *                             for it to render): the requests are answered by the service worker, which
 *                             only exists once the app has started it.
 * - apiRequests               every request of the test's browser context (page and service worker),
 *                             with url, method and all headers: `await apiRequests.all()`.
 * - credential rule           an auto fixture fails the test if the avatar list was sent without its
 *                             bearer token or with the API key, any other API call with a bearer, or
 *                             any other origin received either (see support/credential-rule.ts).
 * - contract violations       an auto fixture fails the test at the end if a sandbox answer broke the
 *                             contract (the sandbox answers it as a 500 naming operation, status, field).
 * - page errors               an auto fixture fails the test at the end if an uncaught exception
 *                             happened in the page (`pageerror`). Console errors are collected and
 *                             attached to the report, but do not fail the test. A spec that expects a
 *                             page error declares it: test.use({ allowedPageErrors: [/boom/] }).
 */
// Fixture callbacks name their second parameter `provide`, not `use`: react-hooks/rules-of-hooks
// would take `use(…)` for React 19's use().
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { axeViolations } from './support/axe';
import { watchContractViolations } from './support/contract';
import { watchCredentialRule } from './support/credential-rule';
import { APP_ORIGIN } from './support/ports';

export { expect };

// ---------------------------------------------------------------------------------------------- axe

export interface AxeFixture {
  /**
   * Runs axe (wcag2a, wcag2aa, wcag21a, wcag21aa) on the page; fails listing every violation.
   * `label` names what was scanned (page state, theme, width) in the failure, beside the URL.
   */
  check(options?: { label?: string }): Promise<void>;
}

// ------------------------------------------------------------------------------------------ sandbox

export interface SandboxFaults {
  /** Extra delay for every sandbox response. */
  latencyMs?: number;
  /** 0..1: share of requests answered with a random server error. */
  errorRate?: number;
  /** Always answer these operations with this status. */
  /** `answer`: the service's error (default), an HTML page or malformed JSON with the status, a network error, or none. */
  forced?: {
    operationId: string;
    status: number;
    answer?: 'error' | 'html' | 'malformed-json' | 'network-error' | 'no-answer';
  }[];
  /** Upload credentials are issued already expired (the upload host refuses them). */
  expireUploadCredentials?: boolean;
}

export interface SandboxFixture {
  /** POST /sandbox-api/_control/reset: back to the seed data, no faults. */
  reset(): Promise<void>;
  /** PUT /sandbox-api/_control/faults with this JSON body. */
  setFaults(faults: SandboxFaults): Promise<void>;
  /** PUT /sandbox-api/_control/faults with { latencyMs: 0, errorRate: 0, forced: [] }. */
  clearFaults(): Promise<void>;
}

// ------------------------------------------------------------------------------------- apiRequests

export interface RecordedRequest {
  url: string;
  method: string;
  /** All request headers, lower-case names (from request.allHeaders()). */
  headers: Record<string, string>;
  resourceType: string;
  /** 'service-worker' = a request the MSW worker itself made (e.g. a passthrough). */
  source: 'page' | 'service-worker';
}

export interface ApiRequestsFixture {
  /** Every request so far, in order, once all their headers are known. */
  all(): Promise<RecordedRequest[]>;
  /** Requests whose URL origin differs from `origin` (default: the test's baseURL). */
  crossOrigin(origin?: string): Promise<RecordedRequest[]>;
  /** Forget what was recorded so far. */
  clear(): void;
}

interface Fixtures {
  axe: AxeFixture;
  sandbox: SandboxFixture;
  apiRequests: ApiRequestsFixture;
  /** Uncaught page errors whose message matches one of these do not fail the test. */
  allowedPageErrors: RegExp[];
  /** Auto fixture: fails the test if an uncaught page error happened. */
  failOnPageErrors: undefined;
  /** Auto fixture: fails the test if a sandbox answer broke the contract (see support/contract.ts). */
  failOnContractViolations: undefined;
  /** Auto fixture: fails the test if a request broke the credential rule (see support/credential-rule.ts). */
  failOnCredentialLeaks: undefined;
}

async function sandboxControl(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<void> {
  const url = page.url();
  if (!/^https?:/.test(url)) {
    throw new Error(
      `sandbox.${path.split('/').pop() ?? ''}: the page is at "${url}". Load the app first (await page.goto('/')), ` +
        'so that the sandbox service worker answers /sandbox-api/_control/*.',
    );
  }
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 })
    .catch(() => {
      throw new Error(
        `sandbox control ${method} ${path}: no service worker controls ${url} after 10 s. ` +
          'Is the app in sandbox mode, and has it finished starting?',
      );
    });
  // A controlling worker is not yet a mocking one: MSW answers a page's requests only once the app's
  // worker.start() has finished, and the app renders (and so looks loaded) before that. Until then
  // /sandbox-api/_control/* falls through to the preview server (404). Wait until the sandbox answers.
  await page
    .waitForFunction(
      async () => (await fetch('/sandbox-api/_control/state').catch(() => null))?.ok === true,
      null,
      { timeout: 10_000, polling: 250 },
    )
    .catch(() => {
      throw new Error(
        `sandbox control ${method} ${path}: the sandbox did not answer /sandbox-api/_control/state within 10 s ` +
          `of ${url}. Is the app in sandbox mode, and has it finished starting?`,
      );
    });
  const res = await page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { ok: r.ok, status: r.status, text: await r.text() };
    },
    { method, path, body },
  );
  expect(res.ok, `sandbox control ${method} ${path} answered ${res.status}: ${res.text.slice(0, 500)}`).toBe(
    true,
  );
}

function formatViolations(
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[] }[];
  }[],
): string {
  return violations
    .map((v) => {
      const targets = v.nodes.map(
        (n) => `      ${n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ')}`,
      );
      return `  - ${v.id} [${v.impact ?? 'n/a'}] ${v.help}\n    ${v.helpUrl}\n${targets.join('\n')}`;
    })
    .join('\n');
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, provide) => {
    await provide({
      async check(options = {}) {
        const violations = await axeViolations(page);
        if (violations.length > 0) {
          const what = options.label ? `${options.label} (${page.url()})` : page.url();
          throw new Error(
            `axe: ${violations.length} accessibility violation(s) on ${what}:\n${formatViolations(violations)}`,
          );
        }
      },
    });
  },

  sandbox: async ({ page }, provide) => {
    await provide({
      reset: () => sandboxControl(page, 'POST', '/sandbox-api/_control/reset'),
      setFaults: (faults) => sandboxControl(page, 'PUT', '/sandbox-api/_control/faults', faults),
      clearFaults: () =>
        sandboxControl(page, 'PUT', '/sandbox-api/_control/faults', {
          latencyMs: 0,
          errorRate: 0,
          forced: [],
        }),
    });
  },

  apiRequests: async ({ page, baseURL }, provide) => {
    let pending: Promise<RecordedRequest>[] = [];
    const record = async (request: Request): Promise<RecordedRequest> => {
      // allHeaders() waits for the raw headers; never let one stuck request hang the test.
      const headers = await Promise.race([
        request.allHeaders().catch(() => request.headers()),
        new Promise<Record<string, string>>((resolve) => setTimeout(() => resolve(request.headers()), 5_000)),
      ]);
      return {
        url: request.url(),
        method: request.method(),
        headers,
        resourceType: request.resourceType(),
        source: request.serviceWorker() ? 'service-worker' : 'page',
      };
    };
    const onRequest = (request: Request) => pending.push(record(request));
    const context = page.context(); // context-level: includes the service worker's own requests
    context.on('request', onRequest);
    await provide({
      all: () => Promise.all(pending),
      async crossOrigin(origin) {
        const own = new URL(origin ?? baseURL ?? page.url()).origin;
        return (await Promise.all(pending)).filter(
          (r) => /^https?:/.test(r.url) && new URL(r.url).origin !== own,
        );
      },
      clear() {
        pending = [];
      },
    });
    context.off('request', onRequest);
  },

  allowedPageErrors: [[], { option: true }],

  failOnCredentialLeaks: [
    async ({ page, baseURL }, provide) => {
      const watch = watchCredentialRule(page.context(), new URL(baseURL ?? APP_ORIGIN).origin);
      await provide(undefined);
      const breaches = await watch.stop();
      if (breaches.length > 0) {
        throw new Error(
          `${breaches.length} request(s) broke the credential rule:\n  ${breaches.join('\n  ')}`,
        );
      }
    },
    { auto: true },
  ],

  failOnContractViolations: [
    async ({ page }, provide) => {
      const watch = watchContractViolations(page.context());
      await provide(undefined);
      const violations = await watch.stop();
      if (violations.length > 0) {
        throw new Error(
          `${violations.length} sandbox answer(s) broke the contract:\n  ${violations.join('\n  ')}`,
        );
      }
    },
    { auto: true },
  ],

  failOnPageErrors: [
    async ({ page, allowedPageErrors }, provide, testInfo) => {
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => {
        if (!allowedPageErrors.some((re) => re.test(error.message)))
          pageErrors.push(error.stack ?? String(error));
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${msg.text()}  (${msg.location().url || 'unknown'})`);
      });
      await provide(undefined);
      if (consoleErrors.length > 0) {
        await testInfo.attach('console-errors.txt', {
          body: consoleErrors.join('\n'),
          contentType: 'text/plain',
        });
      }
      if (pageErrors.length > 0) {
        const context = consoleErrors.length > 0 ? `\nConsole errors:\n  ${consoleErrors.join('\n  ')}` : '';
        throw new Error(
          `${pageErrors.length} uncaught page error(s):\n  ${pageErrors.join('\n  ')}${context}`,
        );
      }
    },
    { auto: true },
  ],
});
