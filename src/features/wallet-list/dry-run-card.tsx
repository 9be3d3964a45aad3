import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import type { ReviewFigure, WalletListAction } from './types';

function Figure({ label, value, detail }: ReviewFigure) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl leading-8 font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/** Columns by how many figures there are, so the figures do not leave one alone on a row. */
function gridFor(count: number): string {
  if (count <= 3) return 'grid-cols-1 sm:grid-cols-3';
  if (count === 4 || count > 6) return 'grid-cols-2 sm:grid-cols-4';
  return 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-6';
}

export interface DryRunCardProps {
  noun: string;
  figures: readonly ReviewFigure[];
  /** The page's notes and options. */
  children: ReactNode;
  action: WalletListAction;
  count: number;
  refusal: string | null;
  starting: boolean;
  onStart: () => void;
}

/** The dry run: the figures, the page's notes and options, and the start button. */
export function DryRunCard({ noun, figures, children, action, count, refusal, starting, onStart }: DryRunCardProps) {
  const Icon = action.icon;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dry run</CardTitle>
        <CardDescription>What the {noun} will do. Nothing has been sent yet.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className={`grid gap-4 ${gridFor(figures.length)}`}>
          {figures.map((f) => (
            <Figure key={f.label} {...f} />
          ))}
        </dl>
        {children}
        {refusal && (
          <InlineError className="flex items-start gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </InlineError>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onStart} disabled={count === 0 || refusal !== null} pending={starting}>
            <Icon aria-hidden />
            {action.label(count)}
          </Button>
          {count === 0 && !refusal && <p className="text-sm text-muted-foreground">{action.nothing}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
