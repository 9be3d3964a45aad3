import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import type { WebhookOverlap } from './warnings';

function Warning({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 rounded-md border border-warning-fg/30 bg-warning-bg px-3 py-2 text-sm text-warning-fg">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </div>
  );
}

function OtherWebhook({ overlap }: { overlap: WebhookOverlap }) {
  return (
    <Link to={paths.webhook(overlap.webhook.id)} className="break-all underline underline-offset-2">
      {overlap.webhook.callbackUrl ?? overlap.webhook.id}
    </Link>
  );
}

/** A same callback URL as another webhook: allowed, but the receiver may get each delivery twice. */
export function SameUrlWarning({ overlaps }: { overlaps: WebhookOverlap[] }) {
  const same = overlaps.filter((o) => o.sameUrl);
  if (same.length === 0) return null;
  return (
    <Warning title="Another webhook already delivers to this URL">
      <p>
        {same.length === 1 ? 'It receives ' : 'They receive '}
        <span className="font-mono">
          {[...new Set(same.flatMap((o) => o.webhook.events ?? []))].join(', ') || 'no events'}
        </span>
        . Events both receive arrive there twice; you can save anyway, or edit the{' '}
        {same.length === 1 ? (
          <Link to={paths.webhook(same[0]?.webhook.id ?? '')} className="underline underline-offset-2">
            other webhook
          </Link>
        ) : (
          'other webhooks'
        )}{' '}
        instead.
      </p>
    </Warning>
  );
}

/** The most URLs one shared event goes to, this webhook's own included. */
function mostReceivingUrls(shared: WebhookOverlap[]): number {
  const events = new Set(shared.flatMap((o) => o.sharedEvents));
  const counts = [...events].map(
    (event) =>
      new Set(shared.filter((o) => o.sharedEvents.includes(event)).map((o) => o.webhook.callbackUrl)).size,
  );
  return Math.max(1, ...counts) + 1;
}

/** Events another webhook (on another URL) also receives: each such delivery goes to every URL that receives it. */
export function SharedEventsWarning({ overlaps }: { overlaps: WebhookOverlap[] }) {
  const shared = overlaps.filter((o) => !o.sameUrl && o.sharedEvents.length > 0);
  if (shared.length === 0) return null;
  const receivers = mostReceivingUrls(shared);
  return (
    <Warning title="Other webhooks receive some of these events">
      <ul className="flex flex-col gap-1">
        {shared.map((o) => (
          <li key={o.webhook.id}>
            <OtherWebhook overlap={o} /> also receives{' '}
            <span className="font-mono">{o.sharedEvents.join(', ')}</span>.
          </li>
        ))}
      </ul>
      <p>
        Each of these deliveries goes to{' '}
        {receivers === 2 ? 'both URLs' : `each of the ${formatNumber(receivers)} URLs that receive it`}. You
        can save anyway.
      </p>
    </Warning>
  );
}
