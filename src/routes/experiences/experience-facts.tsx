import { ExternalLink } from 'lucide-react';
import type { Experience } from '../../api/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { DetailsCard, MomentFact } from '../../components/ui/details-card';
import { Fact } from '../../components/ui/fact';
import { SecretText } from '../../components/ui/secret-text';
import { StatusPill } from '../../components/ui/status-pill';
import { safeHttpUrl } from '../../lib/url';

/** A URL from the API: a link when it is http(s), plain text otherwise; copyable either way. */
function UrlValue({ value, label }: { value: string | undefined; label: string }) {
  if (!value) return null;
  const href = safeHttpUrl(value);
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline"
        >
          <span className="break-all">{value}</span>
          <ExternalLink aria-hidden className="size-3 shrink-0" />
        </a>
      ) : (
        <span className="font-mono text-xs break-all">{value}</span>
      )}
      <CopyButton value={value} label={label} className="shrink-0" />
    </span>
  );
}

export function ExperienceFacts({ experience: e }: { experience: Experience }) {
  return (
    <DetailsCard record={e}>
      <Fact label="Description">{e.description}</Fact>
      <Fact label="Type">{e.type}</Fact>
      <Fact label="Listed">
        {e.public === undefined ? null : e.public ? 'Public' : 'Unlisted (not public)'}
      </Fact>
      <MomentFact label="Starts" value={e.startDate} />
      <MomentFact label="Ends" value={e.endDate} />
      <Fact label="Code URL">
        <UrlValue value={e.codeUrl} label="code URL" />
      </Fact>
    </DetailsCard>
  );
}

/** What the service runs for the experience: read-only here, the API offers no way to change it. */
export function ExperienceServer({ experience: e }: { experience: Experience }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Server</CardTitle>
        <CardDescription>
          Set by the service; the API does not change them. Whether the experience is public is set outside
          the API too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Server status">{e.serverStatus ? <StatusPill status={e.serverStatus} /> : null}</Fact>
          <Fact label="Server ID">
            {e.serverId ? (
              <span className="inline-flex items-center gap-1">
                <span className="font-mono text-xs break-all">{e.serverId}</span>
                <CopyButton value={e.serverId} label="server ID" />
              </span>
            ) : null}
          </Fact>
          <Fact label="Experience URL">
            <UrlValue value={e.experienceUrl} label="experience URL" />
          </Fact>
          <Fact label="Secret">
            <SecretText value={e.secret} label="experience secret" />
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
