import { z } from 'zod';
import type { PaymentIntentCreate } from '../../api/generated/types.gen';
import { localInputToDate } from '../../lib/datetime-local';
import { checkedString } from '../../lib/form-checks';

export const OTHER_CHAIN = 'other';

function amountError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the amount.';
  if (!/^\d{1,30}(\.\d{1,18})?$/.test(v) || !/[1-9]/.test(v)) {
    return 'Enter a positive number in whole tokens, e.g. 100 or 0.5 (a dot for decimals).';
  }
  return undefined;
}

function expiresError(value: string, now = Date.now()): string | undefined {
  if (!value) return undefined;
  const date = localInputToDate(value);
  if (!date) return 'Enter a date and time.';
  return date.getTime() <= now ? 'The expiry must be in the future.' : undefined;
}

function callbackError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  try {
    return new URL(v).protocol === 'https:' ? undefined : 'The callback URL must start with https://.';
  } catch {
    return 'Enter a full URL, e.g. https://example.org/paid.';
  }
}

export const paymentFormSchema = z
  .object({
    chain: z.string().min(1, 'Choose a chain.'),
    otherChainId: z.string(),
    value: checkedString(amountError),
    tokenSymbol: checkedString((v) =>
      v.trim() === '' || /^[A-Za-z0-9]{1,11}$/.test(v.trim())
        ? undefined
        : 'A token symbol is letters and digits, e.g. USDC.',
    ),
    expiresAt: checkedString((v) => expiresError(v)),
    callBackUrl: checkedString(callbackError),
  })
  .superRefine((values, ctx) => {
    if (values.chain === OTHER_CHAIN && !/^[1-9]\d{0,19}$/.test(values.otherChainId.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['otherChainId'],
        message: 'A chain ID is a number, e.g. 1 or 11155111.',
      });
    }
  });

export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export const paymentFormDefaults: PaymentFormValues = {
  chain: '',
  otherChainId: '',
  value: '',
  tokenSymbol: '',
  expiresAt: '',
  callBackUrl: '',
};

export function chainIdOf(values: PaymentFormValues): string {
  return values.chain === OTHER_CHAIN ? values.otherChainId.trim() : values.chain;
}

/** The two required fields, and the optional ones only when filled in. */
export function toPaymentIntentCreate(values: PaymentFormValues): PaymentIntentCreate {
  const body: PaymentIntentCreate = { value: values.value.trim(), chainId: chainIdOf(values) };
  if (values.tokenSymbol.trim()) body.tokenSymbol = values.tokenSymbol.trim().toUpperCase();
  const expires = localInputToDate(values.expiresAt);
  if (expires) body.expiresAt = expires.toISOString();
  // The service spells it callBackUrl, with a capital B.
  if (values.callBackUrl.trim()) body.callBackUrl = values.callBackUrl.trim();
  return body;
}
