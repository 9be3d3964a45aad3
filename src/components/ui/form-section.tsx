import type { ReactNode } from 'react';

/** A titled group of a long form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5">
      <legend className="mb-4 w-full border-b border-border pb-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
