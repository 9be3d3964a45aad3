import { z } from 'zod';
import type { Badge, BadgeCreate, BadgeTag, BadgeUpdate, Tag } from '../../api/generated/types.gen';
import { toChecksumAddress, walletAddressError } from '../../lib/address';
import { chainIdError } from '../../lib/chains';
import { dateToLocalInput, futureLocalInputError, localInputToDate } from '../../lib/datetime-local';
import { imageUrlError } from '../../lib/images';

// The badge form reads its claim end through this; it is shared with the other forms' dates.
export { localInputToDate };

const check = (message: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const error = message(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

function claimEndError(value: string): string | undefined {
  return futureLocalInputError(value, {
    empty: 'Choose when claiming ends.',
    past: 'The claim end date must be in the future.',
  });
}

function uriError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return "Enter the author's URL, e.g. their website.";
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : 'The author URL must start with https://.';
  } catch {
    return 'Enter a full URL, e.g. https://example.org.';
  }
}

export const badgeFormSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120, 'Keep the title under 120 characters.'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe what the badge is for.')
    .max(2000, 'Keep it under 2,000 characters.'),
  type: z.enum(['achievement', 'attendance']),
  image: check(imageUrlError),
  chainId: check((v) => (v.trim() === '' ? undefined : chainIdError(v))),
  contract: check((v) =>
    v.trim() === ''
      ? undefined
      : walletAddressError(v) && 'Enter a contract address: 0x and 40 hex characters.',
  ),
  claimEndDate: check((v) => claimEndError(v)),
  maxClaims: check((v) =>
    /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number.isSafeInteger(Number(v))
      ? undefined
      : 'Enter a whole number of 1 or more.',
  ),
  tags: z.array(z.string()),
  authorName: z.string().trim().min(1, "Enter the author's name."),
  authorUri: check(uriError),
});

export type BadgeFormValues = z.infer<typeof badgeFormSchema>;

export function badgeFormDefaults(badge?: Badge): BadgeFormValues {
  return {
    title: badge?.title ?? badge?.name ?? '',
    description: badge?.description ?? '',
    type: badge?.type ?? 'achievement',
    image: badge?.image ?? '',
    chainId: badge?.chainId ?? '',
    contract: badge?.contract ?? '',
    claimEndDate: dateToLocalInput(badge?.claimEndDate),
    maxClaims: badge?.maxClaims === undefined ? '' : String(badge.maxClaims),
    tags: badge?.tags?.map((t) => t.id) ?? [],
    authorName: badge?.author?.name ?? '',
    authorUri: badge?.author?.uri ?? '',
  };
}

function tagRefs(ids: string[], choices: readonly (Tag | BadgeTag)[]): BadgeTag[] {
  return ids.map((id) => ({ id, name: choices.find((t) => t.id === id)?.name ?? id }));
}

/** Fields shared by create and update, in the generated request shape. */
function common(values: BadgeFormValues, tagChoices: readonly (Tag | BadgeTag)[]) {
  const chainId = values.chainId.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    image: values.image.trim(),
    claimEndDate: localInputToDate(values.claimEndDate)?.toISOString() ?? values.claimEndDate,
    maxClaims: Number(values.maxClaims),
    tags: tagRefs(values.tags, tagChoices),
    author: { name: values.authorName.trim(), uri: values.authorUri.trim() },
    ...(chainId ? { chainId } : {}),
  };
}

export function toBadgeCreate(values: BadgeFormValues, tagChoices: readonly (Tag | BadgeTag)[]): BadgeCreate {
  const contract = values.contract.trim();
  return { ...common(values, tagChoices), ...(contract ? { contract: toChecksumAddress(contract) } : {}) };
}

/** The update body never carries `contract`: the service accepts it on create only. */
export function toBadgeUpdate(values: BadgeFormValues, tagChoices: readonly (Tag | BadgeTag)[]): BadgeUpdate {
  return common(values, tagChoices);
}
