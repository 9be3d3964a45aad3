import type { ReactNode } from 'react';

/** One labelled value in a record's details (`<dt>`/`<dd>`); an empty value shows '—'. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children ?? '—'}</dd>
    </div>
  );
}
