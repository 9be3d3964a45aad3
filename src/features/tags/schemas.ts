import { z } from 'zod';
import type { TagCreate } from '../../api/generated/types.gen';

/**
 * The tag form: a name, not empty, and not the name of a tag the community already has (compared
 * without case, as the service does), so a duplicate is refused before anything is sent.
 */
export function tagFormSchema(existingNames: readonly string[]) {
  const taken = new Map(existingNames.map((name) => [name.trim().toLowerCase(), name]));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name for the tag.')
      .superRefine((name, ctx) => {
        const clash = taken.get(name.toLowerCase());
        if (clash !== undefined)
          ctx.addIssue({ code: 'custom', message: `A tag named “${clash}” already exists.` });
      }),
  });
}

export type TagFormValues = z.infer<ReturnType<typeof tagFormSchema>>;

/** Form values → the generated request type. */
export function toTagCreate(values: TagFormValues): TagCreate {
  return { name: values.name.trim() };
}
