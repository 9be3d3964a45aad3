import { z } from 'zod';
import type { MemberCreate } from '../../api/generated/types.gen';
import { toChecksumAddress, walletAddressError } from '../../lib/address';

export const addMemberSchema = z.object({
  wallet: z.string().superRefine((value, ctx) => {
    const message = walletAddressError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  tags: z.array(z.string()),
});

export type AddMemberValues = z.infer<typeof addMemberSchema>;

/** Form values → the generated request type (the compiler checks the two stay in line). */
export function toMemberCreate(values: AddMemberValues): MemberCreate {
  return { wallet: toChecksumAddress(values.wallet), ...(values.tags.length ? { tags: values.tags } : {}) };
}
