import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Globe } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { probeConnection } from '../../api/connection-probe';
import type { Connection } from '../../api/credentials';
import { FormError } from '../../components/feedback/form-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { runtimeConfig } from '../../config/runtime';
import {
  connectionSchema,
  normaliseBaseUrl,
  safeReturnTo,
  type ConnectionValues,
} from '../../features/connection/schemas';
import { loadConnection, sandboxConnection } from '../../features/connection/storage';
import { useConnection } from '../../features/connection/use-connection';
import { useSwitchConnection } from '../../features/connection/use-switch-connection';
import { useUrlState } from '../../hooks/use-url-state';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';
import { MissingV1Hint, withV1 } from './missing-v1-hint';
import { ProbeResults } from './probe-results';

function toConnection(values: ConnectionValues): Connection {
  if (values.mode === 'sandbox') return sandboxConnection();
  return {
    mode: 'live',
    baseUrl: normaliseBaseUrl(values.baseUrl),
    apiKey: values.apiKey.trim(),
    bearerToken: values.bearerToken.trim() || undefined,
  };
}

/** Why the app sent the admin here after a 401, and what to do. */
const UNAUTHORIZED = [
  'The API refused the credentials (401 Unauthorized).',
  'Check the API key (and the bearer token for avatars), then connect again. You will return to the page you were on.',
];

/** Where to go once connected, and why the app sent the admin here. */
const connectSearch = urlSchema({
  returnTo: urlParam.rawText(),
  reason: z.literal('unauthorized').optional().catch(undefined),
});

export function ConnectPage() {
  const [params] = useUrlState(connectSearch);
  const returnTo = safeReturnTo(params.returnTo ?? null);
  const unauthorized = params.reason === 'unauthorized';
  const current = useConnection();
  const stored = loadConnection();
  const { connect, disconnect } = useSwitchConnection();
  const form = useForm<ConnectionValues>({
    resolver: zodResolver(connectionSchema),
    defaultValues: {
      mode: current?.mode ?? runtimeConfig.defaultConnection,
      baseUrl: current?.mode === 'live' ? current.baseUrl : runtimeConfig.liveBaseUrl,
      apiKey: current?.mode === 'live' ? current.apiKey : '',
      bearerToken: current?.mode === 'live' ? (current.bearerToken ?? '') : '',
      remember: stored?.remember ?? false,
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const remember = useWatch({ control: form.control, name: 'remember' });
  const probe = useMutation({ mutationFn: probeConnection });
  const { errors } = form.formState;

  const onTest = form.handleSubmit((values) => probe.mutate(toConnection(values)));
  const baseUrl = useWatch({ control: form.control, name: 'baseUrl' });
  const suggestedUrl = mode === 'live' ? withV1(baseUrl, probe.data) : undefined;
  const applySuggestedUrl = (url: string) => {
    form.setValue('baseUrl', url, { shouldDirty: true, shouldValidate: true });
    void onTest();
  };
  const onConnect = form.handleSubmit((values) => connect(toConnection(values), values.remember, returnTo));

  return (
    <div className="max-w-2xl">
      <PageHeader title="Connection" description="Choose the API that Badge Console talks to." />
      {unauthorized && (
        <div className="mb-6">
          {/* The summary takes focus and scrolls into view as it appears: a 401 sends the user here
              from wherever they were, often far down a long page. */}
          <FormError messages={UNAUTHORIZED} />
        </div>
      )}
      <form onSubmit={onConnect} noValidate className="flex flex-col gap-6">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">API</legend>
          {(
            [
              ['sandbox', FlaskConical, 'Sandbox', 'Demo data that lives in this browser. No key needed.'],
              ['live', Globe, 'Live API', "Your community's data, with its API key."],
            ] as const
          ).map(([value, Icon, title, text]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-lg border border-border bg-card p-4 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary"
            >
              <input
                type="radio"
                value={value}
                {...form.register('mode')}
                className="mt-1 accent-[var(--color-primary)]"
              />
              <span className="flex flex-col gap-1">
                <span className="flex items-center gap-2 font-medium">
                  <Icon aria-hidden className="size-4" />
                  {title}
                </span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {mode === 'live' && (
          <Card>
            <CardContent className="flex flex-col gap-5 pt-5">
              <Field
                label="Base URL"
                required
                error={errors.baseUrl?.message}
                description={
                  <>
                    Including <code>/v1</code>. If the browser blocks the API (CORS), use{' '}
                    <code>/live-api/v1</code>: the dev and preview servers forward it to the API.
                  </>
                }
              >
                <Input {...form.register('baseUrl')} inputMode="url" autoComplete="url" spellCheck={false} />
              </Field>
              <Field
                label="API key"
                required
                error={errors.apiKey?.message}
                description="Sent as X-Api-Key, only to this base URL."
              >
                <Input {...form.register('apiKey')} type="password" autoComplete="off" spellCheck={false} />
              </Field>
              <Field
                label="Bearer token (optional)"
                error={errors.bearerToken?.message}
                description="An access token with the avatars.read scope, for the account avatar list."
              >
                <Input
                  {...form.register('bearerToken')}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                />
              </Field>
              <div className="flex flex-col gap-1">
                <Checkbox
                  {...form.register('remember')}
                  label="Remember on this device"
                  labelClassName="font-medium"
                />
                <p className={remember ? 'text-sm text-warning-fg' : 'text-sm text-muted-foreground'}>
                  {remember
                    ? 'The key will be stored in this browser until you disconnect. Anyone using this browser profile can use it.'
                    : 'By default the key is kept only until this browser tab session ends.'}
                </p>
              </div>
            </CardContent>
          </Card>
        )}

        {suggestedUrl && (
          <MissingV1Hint suggested={suggestedUrl} onUse={() => applySuggestedUrl(suggestedUrl)} />
        )}
        {probe.data && <ProbeResults results={probe.data} />}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Connect</Button>
          {mode === 'live' && (
            <Button type="button" variant="secondary" onClick={onTest} pending={probe.isPending}>
              Test connection
            </Button>
          )}
          {current?.mode === 'live' && (
            <Button type="button" variant="ghost" onClick={disconnect}>
              Disconnect and forget the key
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
