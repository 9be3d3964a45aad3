import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { MintableFormValues } from './schemas';

/** The mintable's traits as name/value rows; empty rows are left out of the request. */
export function TraitsField({ form }: { form: UseFormReturn<MintableFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'traits' });
  const errors = form.formState.errors.traits;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label="Traits">
        {fields.map((field, i) => (
          <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <Field
              label={
                <>
                  Trait<span className="sr-only"> {i + 1}</span>
                </>
              }
              error={errors?.[i]?.trait_type?.message}
            >
              <Input {...form.register(`traits.${i}.trait_type`)} placeholder="e.g. Glasses" />
            </Field>
            <Field
              label={
                <>
                  Value<span className="sr-only"> {i + 1}</span>
                </>
              }
              error={errors?.[i]?.value?.message}
            >
              <Input {...form.register(`traits.${i}.value`)} placeholder="e.g. Red noggles" />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove trait ${String(i + 1)}`}
              onClick={() => remove(i)}
              className="mt-[1.625rem]"
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {errors?.message && <p className="text-sm text-danger-fg">{errors.message}</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ trait_type: '', value: '' })}>
          <Plus aria-hidden className="size-4" />
          Add a trait
        </Button>
      </div>
    </div>
  );
}
