/**
 * Steps the form fault cases share (src/routes/<resource>/form-faults.test.tsx): filling fields the
 * way a person pasting them would, waiting for where a save leads, and the seed's records the
 * forms open.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { createTestSandbox } from '../sandbox/node';
import { arrangeBadge } from './arrange';
import type { FormUser, KeptValue } from './form-faults';
import { nounsId } from './rewards';

type Sandbox = ReturnType<typeof createTestSandbox>;

/** A wallet nobody in the seed has. */
export const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow). */
export async function fillAll(user: FormUser, fields: readonly KeptValue[]): Promise<readonly KeptValue[]> {
  for (const [label, value] of fields) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(String(value));
  }
  return fields;
}

/** Waits until the app is at a path (a string is the whole path, a pattern a match). */
export const atPath = (
  view: { router: { state: { location: { pathname: string } } } },
  path: RegExp | string,
) =>
  waitFor(() =>
    typeof path === 'string'
      ? expect(view.router.state.location.pathname).toBe(path)
      : expect(view.router.state.location.pathname).toMatch(path),
  );

/** Waits for a heading of that level and name. */
export async function heading(level: number, name: string): Promise<void> {
  expect(await screen.findByRole('heading', { level, name })).toBeInTheDocument();
}

/** The seed's record of that name. */
export function seeded<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in the seed`);
  return found;
}

/** The nouns-builders community's path, where the forms are opened. */
export const nounsPath = (sandbox: Sandbox) => `/communities/${nounsId(sandbox)}`;

/** A badge made for the test, live so that it can be awarded. */
export function liveBadge(sandbox: Sandbox) {
  const badge = arrangeBadge(sandbox, nounsId(sandbox));
  const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id);
  if (!stored) throw new Error('the arranged badge was not stored');
  stored.status = 'live';
  return stored;
}
