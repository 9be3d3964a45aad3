import { CircleAlert } from 'lucide-react';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props Field sets on its control. Input, Textarea, NativeSelect and native elements all accept them. */
export type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export type FieldProps = {
  label: ReactNode;
  description?: ReactNode;
  /** Error text (e.g. from react-hook-form); when set the control gets aria-invalid. */
  error?: ReactNode;
  /** Exactly one control element. */
  children: ReactElement<FieldControlProps>;
  /** Id for the control; defaults to the child's own id, then a generated one. */
  id?: string;
  required?: boolean;
  className?: string;
};

/**
 * Label + control + description + error, wired together.
 *
 * Wiring: Field clones its single child element with `id`, `aria-describedby` (description and error
 * ids, merged with any the child already had), `aria-invalid` and `aria-required`. cloneElement was
 * chosen over a render prop because call sites stay plain (`<Field label="Name"><Input {...register('name')} /></Field>`)
 * and it works with any component that forwards these props to its form element. cloneElement keeps
 * the child's other props, handlers and ref. `required` sets aria-required (announced by screen
 * readers) rather than the native attribute, so browser validation bubbles don't fight the form's
 * own validation; sighted users see an asterisk after the label.
 */
export function Field({ label, description, error, children, id, required = false, className }: FieldProps) {
  const generatedId = useId();
  const childProps = isValidElement(children) ? children.props : {};
  const controlId = id ?? childProps.id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [childProps['aria-describedby'], description ? descriptionId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : childProps['aria-invalid'],
        'aria-required': required ? true : childProps['aria-required'],
      })
    : children;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-fg">
            *
          </span>
        )}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger-fg">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
