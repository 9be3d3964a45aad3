import { CircleAlert, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { eventNameError, KNOWN_EVENTS, type WebhookFormValues } from './schemas';

interface EventsPickerProps {
  form: UseFormReturn<WebhookFormValues>;
}

/**
 * The events a webhook receives: the names the service is known to send, as checkboxes, plus any
 * other name typed in (checked once added; unchecking keeps it on the list to choose again).
 */
export function EventsPicker({ form }: EventsPickerProps) {
  const events = useWatch({ control: form.control, name: 'events' });
  const { errors } = form.formState;
  const known = KNOWN_EVENTS.map((e) => e.name);
  // Names added here stay offered after they are unchecked, until the page is left.
  const [extra, setExtra] = useState<string[]>(() => events.filter((e) => !known.includes(e)));
  const options = [...known, ...extra];

  const setEvents = (next: string[]) =>
    form.setValue('events', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const toggle = (name: string, checked: boolean) =>
    setEvents(checked ? [...events, name] : events.filter((e) => e !== name));

  const add = () => {
    const name = form.getValues('otherEvent').trim();
    const error = eventNameError(name);
    if (error)
      return form.setError('otherEvent', { type: 'validate', message: error }, { shouldFocus: true });
    if (!options.includes(name)) setExtra([...extra, name]);
    if (!events.includes(name)) setEvents([...events, name]);
    form.setValue('otherEvent', '', { shouldDirty: true });
    form.clearErrors(['otherEvent', 'events']);
  };

  // Enter in the free-entry field adds the name instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={errors.events ? 'events-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Events
        <span aria-hidden="true" className="ml-0.5 text-danger-fg">
          *
        </span>
      </legend>
      <p className="text-sm text-muted-foreground">
        The service lists only <code className="font-mono">account.created</code>; other names can be added as
        the service announces them.
      </p>
      <div className="flex flex-col gap-2">
        {options.map((name) => (
          <Checkbox
            key={name}
            checked={events.includes(name)}
            onChange={(e) => toggle(name, e.target.checked)}
            label={<span className="font-mono">{name}</span>}
          />
        ))}
      </div>
      {errors.events?.message && (
        <p id="events-error" className="flex items-start gap-1.5 text-sm text-danger-fg">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errors.events.message}</span>
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label="Other event"
          error={errors.otherEvent?.message}
          description="A dotted lowercase name, like resource.action."
          className="min-w-0 flex-[1_1_16rem]"
        >
          <Input
            {...form.register('otherEvent')}
            onKeyDown={onKeyDown}
            className="font-mono"
            spellCheck={false}
            autoCapitalize="off"
            placeholder="resource.action"
          />
        </Field>
        <Button variant="secondary" onClick={add} className="mt-6">
          <Plus aria-hidden="true" />
          Add event
        </Button>
      </div>
    </fieldset>
  );
}
