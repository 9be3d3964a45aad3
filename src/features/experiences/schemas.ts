import { z } from 'zod';
import type { Experience, ExperienceCreate, ExperienceUpdate } from '../../api/generated/types.gen';
import { dateToLocalInput, localInputToDate } from '../../lib/datetime-local';
import { checkedString, httpsOrIpfsUrlError } from '../../lib/form-checks';
import { imageUrlError } from '../../lib/images';

/** The types the service documents; the form also takes another ("Other…") and lets the service decide. */
export const EXPERIENCE_TYPES = ['web', 'mml', 'unity', 'instant'] as const;
export const OTHER_TYPE = 'other';

export const EXPERIENCE_TYPE_LABELS: Record<(typeof EXPERIENCE_TYPES)[number], string> = {
  web: 'Web',
  mml: 'MML',
  unity: 'Unity',
  instant: 'Instant',
};

function isKnownType(value: string | undefined): value is (typeof EXPERIENCE_TYPES)[number] {
  return (EXPERIENCE_TYPES as readonly string[]).includes(value ?? '');
}

function dateError(value: string, what: string): string | undefined {
  if (!value) return `Choose when the experience ${what}.`;
  return localInputToDate(value) ? undefined : 'Enter a date and time.';
}

export const experienceFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name under 100 characters.'),
    description: z
      .string()
      .trim()
      .min(1, 'Describe the experience.')
      .max(2000, 'Keep it under 2,000 characters.'),
    type: z.string(),
    otherType: z.string(),
    imageUrl: checkedString(imageUrlError),
    bannerUrl: checkedString((v) => imageUrlError(v, 'banner')),
    codeUrl: checkedString((v) => httpsOrIpfsUrlError(v, 'code URL')),
    startDate: checkedString((v) => dateError(v, 'starts')),
    endDate: checkedString((v) => dateError(v, 'ends')),
  })
  .superRefine((values, ctx) => {
    if (values.type === OTHER_TYPE && !/^[a-z0-9][a-z0-9_-]{0,39}$/i.test(values.otherType.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['otherType'],
        message: 'Enter the type: letters, digits, - or _, up to 40 characters.',
      });
    }
    const start = localInputToDate(values.startDate);
    const end = localInputToDate(values.endDate);
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must be after the start.' });
    }
  });

export type ExperienceFormValues = z.infer<typeof experienceFormSchema>;

export function experienceFormDefaults(experience?: Experience): ExperienceFormValues {
  const type = experience?.type;
  return {
    name: experience?.name ?? '',
    description: experience?.description ?? '',
    type: type === undefined ? 'web' : isKnownType(type) ? type : OTHER_TYPE,
    otherType: type !== undefined && !isKnownType(type) ? type : '',
    imageUrl: experience?.imageUrl ?? '',
    bannerUrl: experience?.bannerUrl ?? '',
    codeUrl: experience?.codeUrl ?? '',
    startDate: dateToLocalInput(experience?.startDate),
    endDate: dateToLocalInput(experience?.endDate),
  };
}

const toIso = (local: string) => localInputToDate(local)?.toISOString() ?? local;

export function toExperienceCreate(values: ExperienceFormValues): ExperienceCreate {
  return {
    name: values.name.trim(),
    type: values.type === OTHER_TYPE ? values.otherType.trim() : values.type,
    description: values.description.trim(),
    imageUrl: values.imageUrl.trim(),
    bannerUrl: values.bannerUrl.trim(),
    codeUrl: values.codeUrl.trim(),
    startDate: toIso(values.startDate),
    endDate: toIso(values.endDate),
  };
}

/**
 * The fields that changed, and only those: the update body has no type, and a date left alone is
 * not sent again (the form shows minutes, so resending would drop the stored seconds).
 */
export function toExperienceUpdate(values: ExperienceFormValues, experience: Experience): ExperienceUpdate {
  const before = experienceFormDefaults(experience);
  const body: ExperienceUpdate = {};
  const text = ['name', 'description', 'imageUrl', 'bannerUrl', 'codeUrl'] as const;
  for (const key of text) if (values[key].trim() !== before[key].trim()) body[key] = values[key].trim();
  if (values.startDate !== before.startDate) body.startDate = toIso(values.startDate);
  if (values.endDate !== before.endDate) body.endDate = toIso(values.endDate);
  return body;
}
