/**
 * Sandbox answers that broke the contract. The sandbox (browser worker and sandbox:serve) answers
 * such an answer with a 500 whose message starts with this marker and names the operation, the
 * status and the field (src/sandbox/http/contract-check.ts); the fixtures fail the test that got one.
 */
import type { BrowserContext, Response } from '@playwright/test';

export const VIOLATION_MARKER = 'Sandbox contract violation';

/** The violation named by a 500's body, if it is one. */
async function violationOf(response: Response): Promise<string | undefined> {
  if (response.status() !== 500) return undefined;
  const text = await response.text().catch(() => '');
  if (!text.includes(VIOLATION_MARKER)) return undefined;
  let message = text;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: the text itself names it.
  }
  return `${response.request().method()} ${response.url()}\n    ${message}`;
}

/** Watches every answer the context receives (page and service worker) until stop() is called. */
export function watchContractViolations(context: BrowserContext): { stop(): Promise<string[]> } {
  const pending: Promise<string | undefined>[] = [];
  const onResponse = (response: Response) => pending.push(violationOf(response));
  context.on('response', onResponse);
  return {
    async stop() {
      context.off('response', onResponse);
      return (await Promise.all(pending)).filter((v): v is string => v !== undefined);
    },
  };
}
