import { useState } from 'react';
import { useParams } from 'react-router';
import type { PaymentIntent } from '../../api/types';
import { PageHeader } from '../../components/ui/page-header';
import { useCreatePaymentIntent } from '../../features/payments/api';
import { PaymentForm } from '../../features/payments/payment-form';
import { PaymentIntentResult } from '../../features/payments/payment-result';
import {
  paymentFormDefaults,
  toPaymentIntentCreate,
  type PaymentFormValues,
} from '../../features/payments/schemas';

interface Created {
  /** Remounts the form after each intent, so it can send the next one. */
  round: number;
  values: PaymentFormValues;
  intent: PaymentIntent;
}

export function PaymentPage() {
  const communityId = useParams().communityId ?? '';
  const create = useCreatePaymentIntent();
  const [created, setCreated] = useState<Created>();

  return (
    <>
      <PageHeader
        title="Payments"
        description="Ask a member for a payment: the service answers what their wallet signs and sends to the chain's payment router."
      />
      <div className="flex max-w-2xl flex-col gap-6">
        <PaymentForm
          key={created?.round ?? 0}
          defaultValues={created?.values ?? paymentFormDefaults}
          onSubmit={async (values) => {
            const intent = await create.mutateAsync({
              path: { id: communityId },
              body: toPaymentIntentCreate(values),
            });
            setCreated((before) => ({ round: (before?.round ?? 0) + 1, values, intent }));
          }}
        />
        {created && <PaymentIntentResult intent={created.intent} />}
      </div>
    </>
  );
}
