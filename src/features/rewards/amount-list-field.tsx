import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { RewardFormValues } from './schemas';

/** The reward's amounts: one decimal per row, rows added and removed; at least one stays. */
export function AmountListField({ form }: { form: UseFormReturn<RewardFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'amounts' });
  const errors = form.formState.errors.amounts;
  const listError = errors?.message ?? errors?.root?.message;
  const hintId = useId();
  const errorId = useId();

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={listError ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="mb-1 text-sm font-medium">
        Amounts
        <span aria-hidden="true" className="ml-0.5 text-danger-fg">
          *
        </span>
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        Positive decimals such as 0.002 or 25, sent exactly as written. Add a row for each amount.
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li key={row.id} className="flex items-start gap-2">
            <Field
              label={`Amount ${String(index + 1)}`}
              required
              error={errors?.[index]?.value?.message}
              className="w-full max-w-xs"
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                className="font-mono"
                {...form.register(`amounts.${index}.value`)}
              />
            </Field>
            {fields.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove amount ${String(index + 1)}`}
                // Level with the input, below its label (a line of small text and the gap).
                className="mt-[1.625rem]"
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => append({ value: '' })}>
        <Plus aria-hidden="true" />
        Add amount
      </Button>
      {listError && (
        <p id={errorId} className="text-sm text-danger-fg">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
