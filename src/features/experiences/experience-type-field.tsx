import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { EXPERIENCE_TYPE_LABELS, EXPERIENCE_TYPES, OTHER_TYPE, type ExperienceFormValues } from './schemas';

/** The documented types, or "Other…" with a field for a type the service may have added. */
export function ExperienceTypeField({ form }: { form: UseFormReturn<ExperienceFormValues> }) {
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <Field label="Type" required error={errors.type?.message}>
        <NativeSelect {...form.register('type')}>
          {EXPERIENCE_TYPES.map((t) => (
            <option key={t} value={t}>
              {EXPERIENCE_TYPE_LABELS[t]}
            </option>
          ))}
          <option value={OTHER_TYPE}>Other…</option>
        </NativeSelect>
      </Field>
      {type === OTHER_TYPE && (
        <Field
          label="Other type"
          required
          error={errors.otherType?.message}
          description="The service documents web, mml, unity and instant; it decides whether it knows this one."
        >
          <Input {...form.register('otherType')} spellCheck={false} autoCapitalize="off" />
        </Field>
      )}
    </div>
  );
}
