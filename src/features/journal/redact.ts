/**
 * Secrets never reach the journal: fields named like one (an API key, a token, a webhook's signing
 * key or secret, a password, an authorization) are replaced wherever they sit in a body or an answer,
 * and the values of those fields and of the connection's own credentials are cut out of any text
 * kept (a service message may quote them). A URL keeps its origin and path only: its query, its
 * fragment and any `user:pass@` are masked, as a webhook's callback URL often carries its token
 * there (`?token=`, `?sig=`).
 */

export const REDACTED = '[redacted]';

const SECRET_NAME = /secret|signing.?key|token|api.?key|password|authori[sz]ation|private.?key|credential/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Parts of an absolute URL: scheme and `//`, userinfo with its `@`, host, path, `?query`, `#fragment`. */
const URL_PARTS = /^([a-z][a-z\d+.-]*:\/\/)([^/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/is;
const URL_IN_TEXT = /[a-z][a-z\d+.-]*:\/\/[^\s"'<>]+/gi;
/** Query values this long are cut out of other texts too (a message may quote a token alone). */
const QUERY_VALUE_MIN = 8;

/**
 * `text` as kept when it is an absolute URL: origin and path, the rest masked. The parts masked go
 * into `found`, so a message that quotes them loses them too. Any other text is returned as it is.
 */
export function maskUrl(text: string, found: Set<string> = new Set()): string {
  const parts = URL_PARTS.exec(text);
  if (!parts) return text;
  const [, scheme = '', userinfo, host = '', path = '', query, fragment] = parts;
  for (const hidden of [userinfo?.slice(0, -1), query?.slice(1), fragment?.slice(1)]) {
    if (hidden) found.add(hidden);
  }
  for (const pair of query?.slice(1).split('&') ?? []) {
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value.length >= QUERY_VALUE_MIN) found.add(value);
  }
  return [
    scheme,
    userinfo ? `${REDACTED}@` : '',
    host,
    path,
    query ? `?${REDACTED}` : '',
    fragment ? `#${REDACTED}` : '',
  ].join('');
}

/** `text` with every URL in it masked as `maskUrl` does. */
export function maskUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => maskUrl(url));
}

/**
 * The value with every secret-named field replaced and every URL masked; `found` collects the
 * string values removed.
 */
export function redactSecrets(value: unknown, found: Set<string> = new Set()): unknown {
  if (typeof value === 'string') return maskUrl(value, found);
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

/**
 * `text` with each secret value (at least 4 characters: shorter ones would cut ordinary words)
 * replaced, and every URL in it masked.
 */
export function scrubText(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return maskUrlsIn(out);
}
