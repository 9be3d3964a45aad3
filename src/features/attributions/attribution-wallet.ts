/**
 * Who holds an attribution, read from what each shape of it carries (docs/api-behaviour.md,
 * Attributions): list items embed the `account` and the `membership`, single attributions name
 * neither. A `wallet` or `ensName` field the contract does not list is used when a server sends it,
 * and never required.
 */
export interface AttributionHolder {
  wallet?: string;
  ensName?: string;
}

function textField(record: unknown, name: string): string | undefined {
  if (typeof record !== 'object' || record === null || !(name in record)) return undefined;
  const value: unknown = (record as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The wallet and ENS name of an attribution: the account's first, then the membership's, then its own. */
export function attributionHolder(attribution: object | undefined): AttributionHolder {
  if (!attribution) return {};
  const field = (name: string): unknown => (attribution as Record<string, unknown>)[name];
  const sources = [field('account'), field('membership'), attribution];
  const wallet = sources.map((s) => textField(s, 'wallet')).find(Boolean);
  const ensName = sources.map((s) => textField(s, 'ensName')).find(Boolean);
  return { ...(wallet ? { wallet } : {}), ...(ensName ? { ensName } : {}) };
}
