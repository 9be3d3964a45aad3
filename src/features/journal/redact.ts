/**
 * Secrets never reach the journal: fields named like one (an API key, a token, a webhook's signing
 * key or secret, a password, an authorization) are replaced wherever they sit in a body or an answer,
 * and the values of those fields and of the connection's own credentials are cut out of any text
 * kept (a service message may quote them).
 */

export const REDACTED = '[redacted]';

const SECRET_NAME = /secret|signing.?key|token|api.?key|password|authori[sz]ation|private.?key|credential/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The value with every secret-named field replaced; `found` collects the string values removed. */
export function redactSecrets(value: unknown, found: Set<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, found));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isSecretName(key)) {
      collectStrings(field, found);
      out[key] = REDACTED;
    } else out[key] = redactSecrets(field, found);
  }
  return out;
}

function collectStrings(value: unknown, found: Set<string>): void {
  if (typeof value === 'string' && value !== '') found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, found));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((v) => collectStrings(v, found));
}

/** `text` with each secret value (at least 4 characters: shorter ones would cut ordinary words) replaced. */
export function scrubText(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
