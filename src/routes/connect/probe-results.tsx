import { CircleCheck, CircleMinus, CircleSlash, CircleX } from 'lucide-react';
import type { ProbeResult } from '../../api/connection-probe';

const icons = {
  ok: { icon: CircleCheck, label: 'Answers', className: 'text-success-fg' },
  unauthorized: { icon: CircleX, label: 'Refused', className: 'text-danger-fg' },
  error: { icon: CircleX, label: 'Failed', className: 'text-danger-fg' },
  missing: { icon: CircleSlash, label: 'Not offered', className: 'text-warning-fg' },
  skipped: { icon: CircleMinus, label: 'Not tried', className: 'text-muted-foreground' },
} as const;

export function ProbeResults({ results }: { results: ProbeResult[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium">Connection test</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Operation</th>
          <th scope="col">Result</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {results.map((r) => {
          const { icon: Icon, label, className } = icons[r.outcome];
          return (
            <tr key={r.operation}>
              <td className="py-1.5 pr-3">{r.operation}</td>
              <td className={`py-1.5 pr-3 font-medium whitespace-nowrap ${className}`}>
                <span className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden className="size-4" />
                  {label}
                </span>
              </td>
              <td className="py-1.5 text-muted-foreground">{r.detail}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
