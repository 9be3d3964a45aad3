import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { NO_FAULTS, type ForcedAnswer } from '../sandbox/http/runtime';
import type { createTestSandbox } from '../sandbox/node';
import { renderRoute } from './render-route';
import { recordRequests, type SeenRequest } from './use-sandbox';

type Sandbox = ReturnType<typeof createTestSandbox>;
type View = ReturnType<typeof renderRoute>;
export type FormUser = View['user'];

/** A field's label and the value it must still show after a failed save. */
export type KeptValue = readonly [label: RegExp | string, value: string | number];

/**
 * One create or edit form, as the table of form faults needs it: where it is, what it sends, how
 * a person fills it in and what a successful save looks like.
 */
export interface FormCase {
  name: string;
  /** Makes the records the form needs (the sandbox is reset after every test) and gives its URL. */
  url: () => string;
  /** The operation the save sends, as the sandbox names it (faults are forced on it). */
  operationId: string;
  /** Picks the save's requests out of everything the page sent. */
  isWrite: (request: SeenRequest) => boolean;
  /** Fills the form with valid values; returns the fields whose values a failure must keep. */
  fill: (user: FormUser) => Promise<readonly KeptValue[]>;
  /** The submit button's name. */
  submit: string;
  /** A confirmation the save asks for after submit (its button's name, in a dialog). */
  confirm?: string;
  /** A one-line text field of the form, where Enter submits. */
  enterIn: RegExp | string;
  /** Waits until the page shows the saved record (or the save's result). */
  saved: (view: View) => Promise<void>;
}

interface SaveFault {
  name: string;
  forced: Omit<ForcedAnswer, 'operationId'>;
  /** What the person reads: the server's own words where it sent some. */
  message: RegExp;
}

/** The ways a save can fail; each must keep what was typed and say why. */
export const SAVE_FAULTS: readonly SaveFault[] = [
  { name: '500', forced: { status: 500 }, message: /Internal Server Error \(injected by the sandbox\)/ },
  {
    name: 'network error',
    forced: { status: 0, answer: 'network-error' },
    message: /Could not reach the API/,
  },
  {
    name: "400 with the server's message",
    forced: { status: 400 },
    message: /Bad Request \(injected by the sandbox\)/,
  },
  {
    name: '200 with an HTML page',
    forced: { status: 200, answer: 'html' },
    message: /with text\/html instead of JSON/,
  },
  { name: '403', forced: { status: 403 }, message: /Forbidden \(injected by the sandbox\)/ },
  { name: '404', forced: { status: 404 }, message: /Not Found \(injected by the sandbox\)/ },
  {
    name: '429 with Retry-After',
    forced: { status: 429 },
    message: /Too Many Requests \(injected by the sandbox\)/,
  },
  {
    name: '200 with a malformed JSON body',
    forced: { status: 200, answer: 'malformed-json' },
    message: /not valid JSON/,
  },
];

type Burst = (user: FormUser, target: HTMLElement) => Promise<void>;

/** The ways a person sends the same form several times before the first answer comes back. */
export const BURSTS: readonly { name: string; send: 'button' | 'enter'; burst: Burst }[] = [
  { name: 'a double click', send: 'button', burst: (user, target) => user.dblClick(target) },
  { name: 'a triple click', send: 'button', burst: (user, target) => user.tripleClick(target) },
  {
    name: 'Enter pressed three times in a text field',
    send: 'enter',
    burst: async (user, target) => {
      await user.click(target);
      await user.keyboard('{Enter}{Enter}{Enter}');
    },
  },
];

/**
 * The first test of each resource's file also loads the app's and the page's code cold: on a 2-core
 * machine shared with other runs that has taken over 30 s (the route tests' default). A test that
 * passes ends as soon as it has; only a hung one waits this long.
 */
const TEST_TIMEOUT_MS = 90_000;

/** Long enough that every click of a burst lands while the first save is still on its way. */
const SLOW_ANSWER_MS = 250;

async function submitOnce(user: FormUser, form: FormCase): Promise<void> {
  await user.click(screen.getByRole('button', { name: form.submit }));
  if (form.confirm)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: form.confirm }));
}

/**
 * The failure is under the user's eyes: focus is on the alert that says why (or inside it) and
 * that alert was scrolled into view, however long the form.
 */
async function expectRevealed(message: RegExp, scrolled: MockInstance): Promise<void> {
  const alert = screen.getByText(message).closest<HTMLElement>('[role="alert"]');
  expect(alert, 'the message is in an alert').not.toBeNull();
  await waitFor(() => expect(alert?.contains(document.activeElement)).toBe(true));
  expect(scrolled.mock.contexts).toContain(document.activeElement);
}

function expectKept(kept: readonly KeptValue[]): void {
  for (const [label, value] of kept) expect(screen.getByLabelText(label)).toHaveValue(value);
}

export interface FormFaultOptions {
  /**
   * Every fault and every burst on each form of the file. Without it a form gets two faults (chosen
   * by its name, so the files between them spread over the list) and one burst per way of sending:
   * what a fault becomes on screen is the one form pipeline's rule (useServerForm, the client's
   * errors), proven whole on the forms that ask for every fault; each other form only shows it
   * goes through that pipeline.
   */
  everyFault?: boolean;
}

/** Two faults for `form`, picked by its name. */
function faultsFor(form: FormCase): readonly SaveFault[] {
  let hash = 0;
  for (const c of form.name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const first = hash % SAVE_FAULTS.length;
  return [SAVE_FAULTS[first], SAVE_FAULTS[(first + 1) % SAVE_FAULTS.length]].filter(
    (fault): fault is SaveFault => fault !== undefined,
  );
}

/** One burst per way of sending: the button and Enter. */
const BURST_PER_SEND = BURSTS.filter(({ send }, at) => BURSTS.findIndex((b) => b.send === send) === at);

/**
 * Table-driven fault tests for forms: for each form, a save fault keeps the typed values, shows
 * the server's message and lets a second try succeed; a burst sends exactly one request.
 */
export function describeFormFaults(
  sandbox: Sandbox,
  forms: readonly FormCase[],
  { everyFault = false }: FormFaultOptions = {},
): void {
  const force = (operationId: string, forced: SaveFault['forced']) => {
    sandbox.runtime.faults = { ...NO_FAULTS, forced: [{ operationId, ...forced }] };
  };
  let scrolled: MockInstance;
  beforeEach(() => {
    scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    return () => scrolled.mockRestore();
  });
  for (const form of forms) {
    describe(form.name, () => {
      for (const fault of everyFault ? SAVE_FAULTS : faultsFor(form)) {
        it(
          `a save that fails with ${fault.name} keeps every value and the message, in view and focused; a second try saves`,
          async () => {
            const requests = recordRequests(sandbox);
            const writes = () => requests.filter(form.isWrite);
            const view = renderRoute(form.url());
            const kept = await form.fill(view.user);
            force(form.operationId, fault.forced);
            await submitOnce(view.user, form);

            expect(await screen.findByText(fault.message)).toBeInTheDocument();
            await expectRevealed(fault.message, scrolled);
            await waitFor(() => expect(screen.getByRole('button', { name: form.submit })).toBeEnabled());
            expectKept(kept);
            expect(writes()).toHaveLength(1);

            sandbox.runtime.faults = { ...NO_FAULTS };
            await submitOnce(view.user, form);
            await form.saved(view);
            expect(writes()).toHaveLength(2);
          },
          TEST_TIMEOUT_MS,
        );
      }
      for (const { name, send, burst } of everyFault ? BURSTS : BURST_PER_SEND) {
        it(
          `${name} sends exactly one request`,
          async () => {
            const requests = recordRequests(sandbox);
            const writes = () => requests.filter(form.isWrite);
            const view = renderRoute(form.url());
            await form.fill(view.user);
            sandbox.runtime.faults = { ...NO_FAULTS, latencyMs: SLOW_ANSWER_MS };
            const target =
              send === 'enter'
                ? screen.getByLabelText(form.enterIn)
                : screen.getByRole('button', { name: form.submit });
            await burst(view.user, target);
            if (form.confirm) {
              // A save that asks first sends nothing until confirmed; the burst then goes to the
              // confirmation (Enter on a focused button presses it).
              expect(writes()).toHaveLength(0);
              if (!screen.queryByRole('dialog'))
                await view.user.click(screen.getByRole('button', { name: form.submit }));
              const dialog = await screen.findByRole('dialog');
              await burst(view.user, within(dialog).getByRole('button', { name: form.confirm }));
            }
            // Every press has been made; what follows the save need not wait.
            sandbox.runtime.faults = { ...NO_FAULTS };
            await form.saved(view);
            expect(writes()).toHaveLength(1);
          },
          TEST_TIMEOUT_MS,
        );
      }
    });
  }
}
