import { useId, useState, type KeyboardEvent } from 'react';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { formatFileSize } from '../../lib/file-size';
import { DEFAULT_GUIDELINES, guidelinesError, type ArtGuidelines } from './guidelines';

export function describeGuidelines(g: ArtGuidelines): string {
  return [
    g.square ? 'square' : undefined,
    `at least ${g.minSide} × ${g.minSide} px`,
    `at most ${formatFileSize(g.maxBytes)}`,
    `${formatFileSize(g.recommendedBytes)} or less recommended`,
  ]
    .filter(Boolean)
    .join(', ');
}

const KB = 1024;

/** A whole-number setting of the profile, kept as typed until it is saved. */
function NumberField({
  label,
  value,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: (event: KeyboardEvent) => void;
}) {
  return (
    <Field label={label}>
      <Input
        type="number"
        min={1}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter}
      />
    </Field>
  );
}

/**
 * The profile in words, and a form to change it. Not a <form>: it sits inside the badge form, so
 * Enter saves the profile instead of submitting the badge.
 */
export function GuidelinesEditor({
  guidelines,
  onSave,
}: {
  guidelines: ArtGuidelines;
  onSave: (next: ArtGuidelines) => void;
}) {
  const [square, setSquare] = useState(guidelines.square);
  const [minSide, setMinSide] = useState(String(guidelines.minSide));
  const [maxKb, setMaxKb] = useState(String(Math.round(guidelines.maxBytes / KB)));
  const [recommendedKb, setRecommendedKb] = useState(String(Math.round(guidelines.recommendedBytes / KB)));
  const [error, setError] = useState<string>();
  const errorId = useId();

  const save = () => {
    const next: ArtGuidelines = {
      square,
      minSide: Number(minSide),
      maxBytes: Number(maxKb) * KB,
      recommendedBytes: Number(recommendedKb) * KB,
    };
    const problem = guidelinesError(next);
    setError(problem);
    if (!problem) onSave(next);
  };
  const reset = () => {
    setSquare(DEFAULT_GUIDELINES.square);
    setMinSide(String(DEFAULT_GUIDELINES.minSide));
    setMaxKb(String(DEFAULT_GUIDELINES.maxBytes / KB));
    setRecommendedKb(String(DEFAULT_GUIDELINES.recommendedBytes / KB));
    setError(undefined);
    onSave(DEFAULT_GUIDELINES);
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save();
  };

  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Guidelines: {describeGuidelines(guidelines)}. <span className="text-primary">Change</span>
      </summary>
      <div
        role="group"
        aria-label="Art guidelines"
        aria-describedby={error ? errorId : undefined}
        className="mt-3 grid gap-3 rounded-md border border-border p-3"
      >
        <Checkbox label="Square canvas" checked={square} onChange={(e) => setSquare(e.target.checked)} />
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberField label="Smallest side (px)" value={minSide} onChange={setMinSide} onEnter={onEnter} />
          <NumberField label="Largest file (KB)" value={maxKb} onChange={setMaxKb} onEnter={onEnter} />
          <NumberField
            label="Recommended at most (KB)"
            value={recommendedKb}
            onChange={setRecommendedKb}
            onEnter={onEnter}
          />
        </div>
        {error && <InlineError id={errorId}>{error}</InlineError>}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={save}>
            Save guidelines
          </Button>
          <Button size="sm" variant="ghost" onClick={reset}>
            Back to the defaults
          </Button>
        </div>
      </div>
    </details>
  );
}
