import { CircleCheck, ExternalLink } from 'lucide-react';
import type { PaymentIntent } from '../../api/generated/types.gen';
import { CopyButton } from '../../components/ui/copy-button';
import { DateTime } from '../../components/ui/date-time';
import { Fact } from '../../components/ui/fact';
import { chainName, explorerUrl } from '../../lib/chains';
import { toDate } from '../../lib/format';

const ZERO_ADDRESS = /^0x0{40}$/;

function Copyable({ value, label }: { value: string | undefined; label: string }) {
  if (!value) return <>Not returned</>;
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <span className="font-mono text-xs break-all">{value}</span>
      <CopyButton value={value} label={label} className="shrink-0" />
    </span>
  );
}

/** The deadline is a Unix time in seconds, as the chain reads it. */
function Deadline({ value }: { value: string | undefined }) {
  const seconds = value && /^\d+$/.test(value) ? Number(value) : undefined;
  const date = seconds === undefined ? null : toDate(seconds * 1000);
  if (!value) return <>Not returned</>;
  return (
    <>
      <span className="font-mono text-xs">{value}</span>
      {date && (
        <span className="text-muted-foreground">
          {' '}
          (<DateTime value={date} absolute />)
        </span>
      )}
    </>
  );
}

/**
 * What the service answered: what the member's wallet signs and sends to the chain's payment router.
 * It is shown once (the service cannot read it back), so each part can be copied.
 */
export function PaymentIntentResult({ intent }: { intent: PaymentIntent }) {
  const router = intent.paymentRouterAddress;
  const routerLink = explorerUrl(intent.chainId, 'address', router);
  const token = intent.onchain?.token;
  return (
    <section
      role="status"
      aria-label="Payment intent"
      className="rounded-lg border border-success-fg/30 bg-success-bg/40 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-success-fg">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        Payment intent created on {chainName(intent.chainId) ?? 'an unnamed chain'}
      </p>
      <p className="mt-1 text-muted-foreground">
        The service keeps no list of intents: copy what the member&apos;s wallet needs now.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Payment router">
          <span className="inline-flex max-w-full flex-wrap items-center gap-1">
            <Copyable value={router} label="payment router address" />
            {routerLink && (
              <a
                href={routerLink}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                Explorer
                <ExternalLink aria-hidden className="size-3" />
              </a>
            )}
          </span>
        </Fact>
        <Fact label="Expires">
          {intent.expiresAt ? <DateTime value={intent.expiresAt} absolute /> : null}
        </Fact>
        <Fact label="Token">
          {token && ZERO_ADDRESS.test(token) ? (
            'The chain’s native coin'
          ) : (
            <Copyable value={token} label="token address" />
          )}
        </Fact>
        <Fact label="Amount (smallest unit)">
          <Copyable value={intent.onchain?.value} label="amount" />
        </Fact>
        <Fact label="Payment ID">
          <Copyable value={intent.onchain?.paymentId} label="payment ID" />
        </Fact>
        <Fact label="Deadline">
          <Deadline value={intent.onchain?.deadline} />
        </Fact>
        {/* A Fact across both columns: the signature is long. */}
        <div className="flex flex-col gap-0.5 sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Signature</dt>
          <dd className="text-sm break-words">
            <Copyable value={intent.onchain?.signature} label="signature" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
