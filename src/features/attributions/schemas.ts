import { z } from 'zod';
import type { AttributionCreate, AttributionUpdate } from '../../api/generated/types.gen';
import { toChecksumAddress, walletAddressError } from '../../lib/address';
import { draftFromMetadata, draftMetadata, metadataProblems, type Metadata } from './metadata';

const metadataDraftSchema = z
  .object({
    view: z.enum(['json', 'rows']),
    text: z.string(),
    rows: z.array(
      z.object({ key: z.string(), type: z.enum(['text', 'number', 'boolean', 'json']), value: z.string() }),
    ),
  })
  .superRefine((draft, ctx) => {
    for (const problem of metadataProblems(draft)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });

// Codes are letters, digits and dashes (the service's are like ABCD-EFGH); case does not matter.
const CODE_SHAPE = /^[A-Za-z0-9-]{4,64}$/;

function codeError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the claim code.';
  return CODE_SHAPE.test(v) ? undefined : 'A claim code is letters, digits and dashes, e.g. ABCD-EFGH.';
}

export const awardFormSchema = z
  .object({
    recipient: z.enum(['wallet', 'code']),
    wallet: z.string(),
    code: z.string(),
    autoClaim: z.boolean(),
    metadata: metadataDraftSchema,
  })
  .superRefine((values, ctx) => {
    const wallet = values.wallet.trim();
    // With a code the wallet is optional: without one, the code waits for a wallet to redeem it.
    const walletError =
      values.recipient === 'wallet' || wallet !== '' ? walletAddressError(wallet) : undefined;
    if (walletError) ctx.addIssue({ code: 'custom', path: ['wallet'], message: walletError });
    if (values.recipient === 'code') {
      const error = codeError(values.code);
      if (error) ctx.addIssue({ code: 'custom', path: ['code'], message: error });
      if (values.autoClaim && wallet === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['autoClaim'],
          message: 'Claiming at once needs a wallet to claim for.',
        });
      }
    }
  });

export type AwardFormValues = z.infer<typeof awardFormSchema>;

export function awardFormDefaults(code = ''): AwardFormValues {
  return {
    recipient: code ? 'code' : 'wallet',
    wallet: '',
    code,
    autoClaim: false,
    metadata: draftFromMetadata(),
  };
}

/** Only what was chosen is sent: no empty code, no empty metadata, no `autoClaim: false`. */
export function toAttributionCreate(values: AwardFormValues): AttributionCreate {
  const wallet = values.wallet.trim();
  const metadata = draftMetadata(values.metadata) ?? {};
  const byCode = values.recipient === 'code';
  return {
    ...(wallet ? { wallet: toChecksumAddress(wallet) } : {}),
    ...(byCode ? { code: values.code.trim().toUpperCase() } : {}),
    ...(values.autoClaim && wallet ? { autoClaim: true } : {}),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}

export const updateMetadataSchema = z
  .object({
    wallet: z.string(),
    metadata: metadataDraftSchema,
    condition: z.enum(['', 'gt', 'lt']),
    conditionKey: z.string(),
  })
  .superRefine((values, ctx) => {
    const walletError = walletAddressError(values.wallet);
    if (walletError) ctx.addIssue({ code: 'custom', path: ['wallet'], message: walletError });
    if (values.condition === '') return;
    const key = values.conditionKey.trim();
    if (!key) {
      ctx.addIssue({ code: 'custom', path: ['conditionKey'], message: 'Enter the key to compare.' });
      return;
    }
    const metadata = draftMetadata(values.metadata);
    if (metadata && !(key in metadata)) {
      ctx.addIssue({
        code: 'custom',
        path: ['conditionKey'],
        message: `The new metadata has no “${key}” to compare: add it above.`,
      });
    }
  });

export type UpdateMetadataValues = z.infer<typeof updateMetadataSchema>;

export function updateMetadataDefaults(wallet: string | undefined, metadata: Metadata): UpdateMetadataValues {
  const numeric = Object.keys(metadata).find((key) => typeof metadata[key] === 'number');
  return {
    wallet: wallet ?? '',
    metadata: draftFromMetadata(metadata),
    condition: '',
    conditionKey: numeric ?? '',
  };
}

export interface UpdateRequest {
  body: AttributionUpdate;
  query?: { conditionKey: string; condition: 'gt' | 'lt' };
}

export function toAttributionUpdate(values: UpdateMetadataValues): UpdateRequest {
  const body: AttributionUpdate = {
    wallet: toChecksumAddress(values.wallet),
    metadata: draftMetadata(values.metadata) ?? {},
  };
  return values.condition === ''
    ? { body }
    : { body, query: { conditionKey: values.conditionKey.trim(), condition: values.condition } };
}
