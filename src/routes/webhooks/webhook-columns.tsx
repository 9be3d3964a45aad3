import type { Webhook } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { SecretText } from '../../components/ui/secret-text';
import { StatusPill } from '../../components/ui/status-pill';
import { sameCallbackUrl } from '../../features/webhooks/warnings';

export function webhookLabel(webhook: Webhook): string {
  return webhook.callbackUrl ?? webhook.id;
}

/** The list's columns; `all` is the whole list, to flag webhooks that share a callback URL. */
export function webhookColumns(all: readonly Webhook[]): Column<Webhook>[] {
  const sharesUrl = (w: Webhook) =>
    all.some((other) => other.id !== w.id && sameCallbackUrl(other.callbackUrl, w.callbackUrl));
  return [
    {
      id: 'callbackUrl',
      sortKey: 'url',
      header: 'Callback URL',
      cell: (w) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-mono text-xs break-all">{webhookLabel(w)}</span>
          {sharesUrl(w) && <StatusPill status="warning" tone="warning" label="Same URL as another webhook" />}
        </span>
      ),
      className: 'min-w-40',
    },
    {
      id: 'events',
      sortKey: 'events',
      header: 'Events',
      cell: (w) => (
        <span className="flex flex-wrap gap-1">
          {(w.events ?? []).map((e) => (
            <code key={e} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
              {e}
            </code>
          ))}
        </span>
      ),
      className: 'hidden sm:table-cell',
    },
    {
      id: 'signingKey',
      header: 'Signing key',
      // Wraps on a phone rather than hiding its buttons past the cell.
      cell: (w) => <SecretText value={w.signingKey} label="signing key" className="flex-wrap" />,
    },
  ];
}
