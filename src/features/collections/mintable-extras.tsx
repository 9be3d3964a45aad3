import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { MODEL_KINDS, MODEL_LABELS, type MintableFormValues } from './schemas';

/** The optional URLs: 3D models per engine, an animation, a clipped image. */
export function MintableExtras({ form }: { form: UseFormReturn<MintableFormValues> }) {
  const { errors } = form.formState;
  const url = { spellCheck: false, inputMode: 'url', placeholder: 'https://' } as const;
  return (
    <>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {MODEL_KINDS.map((kind) => (
          <Field key={kind} label={MODEL_LABELS[kind]} error={errors.models?.[kind]?.message}>
            <Input {...form.register(`models.${kind}`)} {...url} />
          </Field>
        ))}
      </div>
      <Field label="Animation URL" error={errors.animationUrl?.message}>
        <Input {...form.register('animationUrl')} {...url} />
      </Field>
      <Field
        label="Clipped image URL"
        error={errors.clippedImage?.message}
        description="A cut-out of the image, where the service shows one."
      >
        <Input {...form.register('clippedImage')} {...url} />
      </Field>
    </>
  );
}
