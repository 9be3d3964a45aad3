import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { Input } from './input';
import { NativeSelect } from './select';

export interface Choice {
  value: string;
  label: string;
}

/** The select's value for "Other…": not a value any choice can have (choices are trimmed text). */
const OTHER = ' other ';

interface ChoiceFieldProps {
  label: string;
  /** The value itself: one of the choices, another value typed under "Other…", or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  choices: readonly Choice[];
  /** The first option, for no value (e.g. "No chain", "Choose a chain"). */
  emptyLabel: string;
  /** The label of the free-entry input, e.g. "Other chain ID". */
  otherLabel: string;
  otherDescription?: ReactNode;
  otherInputMode?: 'numeric' | 'text';
  description?: ReactNode;
  error?: string;
  required?: boolean;
  /** The form library's ref, so a refused value is focused: the input under "Other…", else the select. */
  inputRef?: (element: HTMLElement | null) => void;
  className?: string;
}

/**
 * A choice among known values, with "Other…" to type one the list lacks (a chain the app does not
 * know, a value the service added since). The value is one string either way; the error shows under
 * the control that holds it.
 */
export function ChoiceField({
  label,
  value,
  onChange,
  onBlur,
  choices,
  emptyLabel,
  otherLabel,
  otherDescription,
  otherInputMode = 'text',
  description,
  error,
  required = false,
  inputRef,
  className,
}: ChoiceFieldProps) {
  const known = (v: string) => choices.some((choice) => choice.value === v);
  const [other, setOther] = useState(() => value !== '' && !known(value));
  // A value set from outside (a reset, a stored record) that no choice holds is shown as typed.
  if (!other && value !== '' && !known(value)) setOther(true);

  return (
    <div className={cn('grid items-start gap-5 sm:grid-cols-2', className)}>
      <Field label={label} required={required} description={description} error={other ? undefined : error}>
        <NativeSelect
          value={other ? OTHER : value}
          onChange={(event) => {
            const next = event.target.value;
            setOther(next === OTHER);
            onChange(next === OTHER ? '' : next);
          }}
          onBlur={onBlur}
          ref={other ? undefined : inputRef}
        >
          <option value="">{emptyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </NativeSelect>
      </Field>
      {other && (
        <Field label={otherLabel} required={required} description={otherDescription} error={error}>
          <Input
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            ref={inputRef}
            inputMode={otherInputMode}
            spellCheck={false}
            autoCapitalize="off"
          />
        </Field>
      )}
    </div>
  );
}
