import { useState, type SyntheticEvent } from 'react';
import { ErrorState } from '../../components/feedback/error-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { NativeSelect } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toaster';
import {
  useSandboxState,
  useSetFaults,
  type ForcedAnswerKind,
  type SandboxState,
} from '../../features/sandbox-control/api';
import { SandboxData } from './sandbox-data';
import { SandboxDirectory } from './sandbox-directory';

const FORCED_ANSWER_CHOICES: [ForcedAnswerKind, string][] = [
  ['error', 'The service’s error, with the status'],
  ['html', 'An HTML page, with the status (e.g. 200)'],
  ['malformed-json', 'Malformed JSON, with the status (e.g. 200)'],
  ['network-error', 'A network error'],
  ['no-answer', 'No answer (the request times out)'],
];

function FaultsForm({ state }: { state: SandboxState }) {
  const setFaults = useSetFaults();
  const [latency, setLatency] = useState(String(state.faults.latencyMs));
  const [errorRate, setErrorRate] = useState(String(Math.round(state.faults.errorRate * 100)));
  const [uploadKbPerSecond, setUploadKbPerSecond] = useState(
    String(Math.round((state.faults.uploadBytesPerSecond ?? 0) / 1024)),
  );
  const forced = state.faults.forced[0];
  const [operationId, setOperationId] = useState(forced?.operationId ?? '');
  const [status, setStatus] = useState(String(forced?.status ?? 500));
  const [answer, setAnswer] = useState<ForcedAnswerKind>(forced?.answer ?? 'error');
  const latencyOk = /^\d+$/.test(latency) && Number(latency) <= 30_000;
  const rateOk = /^\d+$/.test(errorRate) && Number(errorRate) <= 100;
  const uploadSpeedOk = /^\d+$/.test(uploadKbPerSecond) && Number(uploadKbPerSecond) <= 1_000_000;
  // An error answer needs an error status; a broken body may come with any status, 200 included.
  const statusOk = answer === 'error' ? /^[45]\d\d$/.test(status) : /^[1-5]\d\d$/.test(status);
  const usesStatus = answer !== 'network-error' && answer !== 'no-answer';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!latencyOk || !rateOk || !uploadSpeedOk || (operationId && usesStatus && !statusOk)) return;
    setFaults.mutate(
      {
        latencyMs: Number(latency),
        errorRate: Number(errorRate) / 100,
        forced: operationId ? [{ operationId, status: Number(status), answer }] : [],
        uploadBytesPerSecond: Number(uploadKbPerSecond) * 1024,
      },
      { onSuccess: () => toast.success('Fault settings saved'), onError: (e) => toast.error(e.message) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Added latency (ms)" error={latencyOk ? undefined : 'A whole number from 0 to 30000.'}>
        <Input inputMode="numeric" value={latency} onChange={(e) => setLatency(e.target.value)} />
      </Field>
      <Field
        label="Error rate (%)"
        error={rateOk ? undefined : 'A whole number from 0 to 100.'}
        description="Share of API requests answered with 500."
      >
        <Input inputMode="numeric" value={errorRate} onChange={(e) => setErrorRate(e.target.value)} />
      </Field>
      <Field
        label="Upload host speed (KB/s)"
        error={uploadSpeedOk ? undefined : 'A whole number from 0 to 1000000.'}
        description="0: files arrive at once. A low pace, such as 50, shows an upload's progress."
      >
        <Input
          inputMode="numeric"
          value={uploadKbPerSecond}
          onChange={(e) => setUploadKbPerSecond(e.target.value)}
        />
      </Field>
      <Field label="Force a status for one operation">
        <NativeSelect value={operationId} onChange={(e) => setOperationId(e.target.value)}>
          <option value="">None</option>
          {state.operations.map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Forced answer">
        <NativeSelect
          value={answer}
          disabled={!operationId}
          onChange={(e) => setAnswer(e.target.value as ForcedAnswerKind)}
        >
          {FORCED_ANSWER_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Forced status"
        error={
          !operationId || !usesStatus || statusOk
            ? undefined
            : answer === 'error'
              ? 'A 4xx or 5xx status.'
              : 'An HTTP status, 200 included.'
        }
      >
        <Input
          inputMode="numeric"
          value={status}
          disabled={!operationId || !usesStatus}
          onChange={(e) => setStatus(e.target.value)}
        />
      </Field>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" pending={setFaults.isPending}>
          Save fault settings
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setLatency('0');
            setErrorRate('0');
            setUploadKbPerSecond('0');
            setOperationId('');
            setFaults.mutate({ latencyMs: 0, errorRate: 0, forced: [], uploadBytesPerSecond: 0 });
          }}
        >
          Clear faults
        </Button>
      </div>
    </form>
  );
}

export function SandboxSettings() {
  const state = useSandboxState();

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Sandbox"
        description="The embedded API that runs in this browser: its data, and faults to try the dashboard against."
      />
      {state.error && <ErrorState error={state.error} onRetry={() => void state.refetch()} />}
      <SandboxData state={state.data} />
      <SandboxDirectory state={state.data} />
      <Card>
        <CardHeader>
          <CardTitle>Faults</CardTitle>
          <CardDescription>
            Slow the sandbox down or make it fail, to see loading and error states. Faults last until you
            clear them here or reset the sandbox (a reload keeps them; closing the tab clears them); while any
            is on, the top bar says “Faults on”.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {state.data ? <FaultsForm state={state.data} /> : <Skeleton className="h-40" />}
        </CardContent>
      </Card>
    </div>
  );
}
