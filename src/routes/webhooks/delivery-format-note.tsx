import { Info } from 'lucide-react';

/** The service documents nothing about what it sends, so the dashboard says so instead of guessing. */
export function DeliveryFormatNote() {
  return (
    <p className="mb-4 flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      The service does not document the delivery format (body, signature header, retries), so this dashboard
      describes none.
    </p>
  );
}
