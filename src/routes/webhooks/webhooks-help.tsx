import { Info } from 'lucide-react';

/**
 * What a newcomer needs first on the webhooks page: what a webhook does and how to add one. The
 * note that the delivery format is undocumented comes after, as a detail of that.
 */
export function WebhooksHelp() {
  return (
    <section
      aria-label="What webhooks do"
      className="mb-4 flex items-start gap-2 rounded-md border border-border bg-muted/40 px-4 py-3 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="flex flex-col gap-1">
        <p>
          A webhook lets another system hear of events as they happen: when an event occurs (such as{' '}
          <code className="font-mono">account.created</code>), the service sends a request to the URL of every
          webhook that receives it, signed with that webhook’s key.
        </p>
        <p>
          To add one, choose <strong>New webhook</strong>, give the URL of your receiver and pick its events.
        </p>
      </div>
    </section>
  );
}
