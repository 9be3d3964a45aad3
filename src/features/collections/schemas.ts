import { z } from 'zod';
import type { MintableCreate, MintRequest } from '../../api/generated/types.gen';
import { toChecksumAddress, walletAddressError } from '../../lib/address';
import { localInputToDate } from '../../lib/datetime-local';
import { checkedString, httpsOrIpfsUrlError } from '../../lib/form-checks';
import { imageUrlError } from '../../lib/images';

export const MINTABLE_TYPES = ['avatar', 'theme', 'item'] as const;
export const MODEL_KINDS = ['mml', 'threejs', 'unity', 'unreal'] as const;
export const MODEL_LABELS: Record<(typeof MODEL_KINDS)[number], string> = {
  mml: 'MML model URL',
  threejs: 'three.js model URL',
  unity: 'Unity model URL',
  unreal: 'Unreal model URL',
};

/** An optional URL: empty is fine, anything else must be https:// or ipfs://. */
const optionalUrl = (what: string) =>
  checkedString((v) => (v.trim() ? httpsOrIpfsUrlError(v, what) : undefined));

function mintEndError(value: string, now = Date.now()): string | undefined {
  if (!value) return undefined;
  const date = localInputToDate(value);
  if (!date) return 'Enter a date and time.';
  return date.getTime() <= now ? 'The mint end date must be in the future.' : undefined;
}

const traitSchema = z.object({ trait_type: z.string(), value: z.string() });

export const mintableFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name under 100 characters.'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe the mintable.')
    .max(2000, 'Keep it under 2,000 characters.'),
  type: z.enum(MINTABLE_TYPES),
  image: checkedString(imageUrlError),
  bannerImage: checkedString((v) => imageUrlError(v, 'banner')),
  clippedImage: optionalUrl('clipped image URL'),
  maxMints: checkedString((v) =>
    /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number.isSafeInteger(Number(v))
      ? undefined
      : 'Enter a whole number of 1 or more.',
  ),
  mintEndDate: checkedString((v) => mintEndError(v)),
  animationUrl: optionalUrl('animation URL'),
  models: z.object({
    mml: optionalUrl('model URL'),
    threejs: optionalUrl('model URL'),
    unity: optionalUrl('model URL'),
    unreal: optionalUrl('model URL'),
  }),
  traits: z.array(traitSchema).superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = row.trait_type.trim();
      const value = row.value.trim();
      if (!key && !value) return; // an empty row is left out
      if (!key) ctx.addIssue({ code: 'custom', path: [i, 'trait_type'], message: 'Name the trait.' });
      if (!value) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'Give the trait a value.' });
      if (key && seen.has(key.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [i, 'trait_type'], message: 'This trait is already listed.' });
      }
      seen.add(key.toLowerCase());
    });
  }),
});

export type MintableFormValues = z.infer<typeof mintableFormSchema>;

export function mintableFormDefaults(): MintableFormValues {
  return {
    name: '',
    description: '',
    type: 'avatar',
    image: '',
    bannerImage: '',
    clippedImage: '',
    maxMints: '',
    mintEndDate: '',
    animationUrl: '',
    models: { mml: '', threejs: '', unity: '', unreal: '' },
    traits: [{ trait_type: '', value: '' }],
  };
}

/** The create body: required fields always, optional ones only when filled in. */
export function toMintableCreate(values: MintableFormValues): MintableCreate {
  const body: MintableCreate = {
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    type: values.type,
    bannerImage: values.bannerImage.trim(),
    maxMints: Number(values.maxMints),
  };
  if (values.clippedImage.trim()) body.clippedImage = values.clippedImage.trim();
  if (values.animationUrl.trim()) body.animationUrl = values.animationUrl.trim();
  const end = localInputToDate(values.mintEndDate);
  if (end) body.mintEndDate = end.toISOString();
  const models = Object.fromEntries(
    MODEL_KINDS.map((kind) => [kind, values.models[kind].trim()] as const).filter(([, url]) => url),
  );
  if (Object.keys(models).length > 0) body.models = models;
  // The docs' example sends traits as {trait_type, value} objects (their type says strings).
  const traits = values.traits
    .map((t) => ({ trait_type: t.trait_type.trim(), value: t.value.trim() }))
    .filter((t) => t.trait_type && t.value);
  if (traits.length > 0) body.traits = traits;
  return body;
}

export const mintFormSchema = z.object({
  mintableId: z.string().trim().min(1, 'Enter the mintable ID, or pick one below.'),
  wallet: checkedString((v) => walletAddressError(v)),
});

export type MintFormValues = z.infer<typeof mintFormSchema>;

export function toMintRequest(values: MintFormValues): MintRequest {
  return { wallet: toChecksumAddress(values.wallet) };
}
