import { Plus, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import {
  EMPTY_ROW,
  switchView,
  type MetadataDraft,
  type MetadataRow,
  type MetadataValueType,
} from './metadata';

interface MetadataEditorProps {
  value: MetadataDraft;
  onChange: (draft: MetadataDraft) => void;
  onBlur?: () => void;
  /** The form's error at a path below the draft: `text`, `rows.0.key`, `rows.2.value`. */
  errorAt: (path: string) => string | undefined;
  /** Shows the current view's problems (the form validates the draft) when a switch is refused. */
  onInvalidSwitch: () => void;
  /** The JSON text area's ref, so the form can focus it on an error. */
  textRef?: Ref<HTMLTextAreaElement>;
  /** An error about the value as a whole (the server's, say), whichever view is shown. */
  error?: string;
  label?: string;
}

/** The message of a react-hook-form error at a dotted path below `errors`, e.g. `rows.0.key`. */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined;
  return typeof node.message === 'string' ? node.message : undefined;
}

const TYPES: { value: MetadataValueType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'boolean', label: 'True / false' },
  { value: 'json', label: 'JSON' },
];

/**
 * Metadata edited as JSON or as rows of key, type and value: two views of one value. Switching
 * converts what is there; a view with problems is fixed first, so nothing is lost on the way.
 */
export function MetadataEditor(props: MetadataEditorProps) {
  const { value, onChange, onBlur, errorAt, onInvalidSwitch, textRef, error, label = 'Metadata' } = props;
  const [refused, setRefused] = useState(false);
  const show = (view: string) => {
    if (view === value.view) return;
    const next = switchView(value);
    setRefused(!next);
    if (next) onChange(next);
    else onInvalidSwitch();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <p className="text-sm text-muted-foreground">
        Free-form data stored on the attribution. Leaderboards rank by <code>score</code>, <code>points</code>
        , <code>rank</code>, <code>position</code> or <code>time</code>.
      </p>
      <Tabs value={value.view} onValueChange={show}>
        <TabsList aria-label={`${label} view`}>
          <TabsTrigger value="json">JSON</TabsTrigger>
          <TabsTrigger value="rows">Keys and values</TabsTrigger>
        </TabsList>
        {error && (
          <InlineError>
            {error}
          </InlineError>
        )}
        {refused && (
          <InlineError>
            Fix the {value.view === 'json' ? 'JSON' : 'marked rows'} before switching views.
          </InlineError>
        )}
        <TabsContent value="json">
          <Field
            label={`${label} (JSON)`}
            error={errorAt('text')}
            description='An object, e.g. {"score": 42}. Leave empty for none.'
          >
            <Textarea
              ref={textRef}
              rows={6}
              value={value.text}
              onChange={(e) => {
                setRefused(false);
                onChange({ ...value, text: e.target.value });
              }}
              onBlur={onBlur}
              spellCheck={false}
              className="font-mono text-xs"
            />
          </Field>
        </TabsContent>
        <TabsContent value="rows">
          <MetadataRows
            rows={value.rows}
            errorAt={errorAt}
            onChange={(rows) => {
              setRefused(false);
              onChange({ ...value, rows });
            }}
          />
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}

interface MetadataRowsProps {
  rows: MetadataRow[];
  onChange: (rows: MetadataRow[]) => void;
  errorAt: (path: string) => string | undefined;
}

function MetadataRows({ rows, onChange, errorAt }: MetadataRowsProps) {
  const change = (index: number, patch: Partial<MetadataRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label="Metadata keys">
        {rows.map((row, index) => (
          // Rows have no identity but their place; the inputs are controlled, so values follow the rows.
          <li key={index} className="flex flex-wrap items-start gap-2">
            <Field
              label={`Key ${String(index + 1)}`}
              error={errorAt(`rows.${String(index)}.key`)}
              className="min-w-32 flex-1"
            >
              <Input
                value={row.key}
                onChange={(e) => change(index, { key: e.target.value })}
                spellCheck={false}
              />
            </Field>
            <Field label={`Type ${String(index + 1)}`} className="w-36">
              <NativeSelect
                value={row.type}
                onChange={(e) => {
                  const type = e.target.value as MetadataValueType;
                  change(index, { type, value: type === 'boolean' ? 'true' : row.value });
                }}
              >
                {TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label={`Value ${String(index + 1)}`}
              error={errorAt(`rows.${String(index)}.value`)}
              className="min-w-32 flex-1"
            >
              {row.type === 'boolean' ? (
                <NativeSelect value={row.value} onChange={(e) => change(index, { value: e.target.value })}>
                  <option value="true">true</option>
                  <option value="false">false</option>
                </NativeSelect>
              ) : (
                <Input
                  value={row.value}
                  onChange={(e) => change(index, { value: e.target.value })}
                  inputMode={row.type === 'number' ? 'decimal' : undefined}
                  spellCheck={false}
                  className={row.type === 'json' ? 'font-mono text-xs' : undefined}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={`Remove key ${String(index + 1)}${row.key ? ` (${row.key})` : ''}`}
              onClick={() =>
                onChange(rows.length === 1 ? [{ ...EMPTY_ROW }] : rows.filter((_, i) => i !== index))
              }
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => onChange([...rows, { ...EMPTY_ROW }])}
      >
        <Plus aria-hidden />
        Add a key
      </Button>
    </div>
  );
}
