import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toaster';
import { sandboxBaseUrl } from '../../config/sandbox';
import { useResetSandbox, type SandboxState } from '../../features/sandbox-control/api';
import { forgetUploadsOf } from '../../features/uploads/pending-uploads';
import { formatNumber } from '../../lib/format';

/** The seeds the sandbox can be reset to (the control API's `preset`). */
const PRESETS = {
  demo: {
    label: 'Demo data',
    name: 'the demo data',
    detail: 'a few communities of realistic size',
  },
  large: {
    label: 'Large (100,000 members)',
    name: 'the large data set',
    detail:
      'the demo data with its first community grown to 100,000 members and 80,000 attributions (one leaderboard of 50,000), to try the dashboard at scale. Building it takes a few seconds, during which this tab does not respond',
  },
} as const;

type Preset = keyof typeof PRESETS;

const isPreset = (value: string): value is Preset => value in PRESETS;

/** The sandbox's data: counts, the seed it came from, and a reset to a chosen seed. */
export function SandboxData({ state }: { state: SandboxState | undefined }) {
  const reset = useResetSandbox();
  const [choice, setChoice] = useState<Preset | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const current = state && isPreset(state.preset) ? state.preset : 'demo';
  const preset = choice ?? current;

  const confirm = () =>
    reset.mutate(preset, {
      onSuccess: () => {
        // The reset sandbox has none of the files this browser remembers uploading to it.
        forgetUploadsOf(sandboxBaseUrl());
        setConfirmOpen(false);
        setChoice(undefined);
        toast.success(`Sandbox reset to ${PRESETS[preset].name}`);
      },
      onError: (e) => toast.error(`Reset failed: ${e.message}`),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Data</CardTitle>
        <CardDescription>
          Kept in this browser (IndexedDB) across reloads. Resetting replaces it with a fresh seed: the demo
          data, or a large data set to try the dashboard at scale.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Object.entries(state.counts).map(([name, count]) => (
              <div key={name}>
                <dt className="text-xs text-muted-foreground capitalize">{name}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatNumber(count)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Skeleton className="h-12" />
        )}
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Reset to">
            <NativeSelect
              value={preset}
              onChange={(e) => setChoice(isPreset(e.target.value) ? e.target.value : undefined)}
              wrapperClassName="w-64 max-w-full"
            >
              {Object.entries(PRESETS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
            <RotateCcw aria-hidden className="size-4" />
            Reset sandbox
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Reset the sandbox to ${PRESETS[preset].name}?`}
        description={`Every change made in the sandbox (members added, badges, uploads) is replaced by ${PRESETS[preset].detail}.`}
        confirmLabel="Reset sandbox"
        destructive
        pending={reset.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
