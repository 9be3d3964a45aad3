import type { Connection } from './credentials';
import { createClient, createConfig } from './generated/client';
import {
  getCommunity,
  listAccountAvatars,
  listCommunities,
  listCommunityBadges,
  listMembers,
  listTags,
  listWebhooks,
} from './generated/sdk.gen';

export type ProbeOutcome = 'ok' | 'unauthorized' | 'missing' | 'error' | 'skipped';

export interface ProbeResult {
  operation: string;
  outcome: ProbeOutcome;
  detail: string;
}

interface RawResult {
  error?: unknown;
  response?: Response;
}

function classify(operation: string, result: RawResult | undefined, optional: boolean): ProbeResult {
  const status = result?.response?.status;
  if (status === undefined) {
    return { operation, outcome: 'error', detail: 'No response: check the URL, the network or CORS' };
  }
  if (status >= 200 && status < 300 && result?.error === undefined)
    return { operation, outcome: 'ok', detail: `${status}` };
  if (status === 401 || status === 403)
    return { operation, outcome: 'unauthorized', detail: `${status}: credentials refused` };
  // An inferred operation answering 404/405 is one this server does not offer
  // (docs/api-behaviour.md, Inferred operations).
  if (optional && (status === 404 || status === 405)) {
    return { operation, outcome: 'missing', detail: `${status}: not offered by this server` };
  }
  return { operation, outcome: 'error', detail: `${status}` };
}

async function settle(run: () => Promise<RawResult>): Promise<RawResult | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

/**
 * "Test connection": cheap reads with the candidate credentials on a client of their own (the
 * current connection is untouched), reporting which operations answer on this server.
 */
export async function probeConnection(candidate: Connection): Promise<ProbeResult[]> {
  const probe = createClient(
    createConfig({
      baseUrl: candidate.baseUrl,
      auth: (auth) => (auth.scheme === 'bearer' ? candidate.bearerToken : candidate.apiKey),
    }),
  );
  const communities = await settle(() => listCommunities({ client: probe, query: { page: 1, perPage: 1 } }));
  const results = [classify('List communities', communities, false)];
  const first = (communities as { data?: { results?: { id: string }[] } } | undefined)?.data?.results?.[0]
    ?.id;
  const path = { id: first ?? '' };
  const one = { page: 1, perPage: 1 };
  // A sample, not one read per resource: each credential (the API key on a community and on the
  // key-wide webhooks, the bearer token) and a few of the inferred reads (optional: `true`). A new
  // resource needs no entry: its pages say themselves when a server does not offer its operations
  // (docs/api-behaviour.md, Inferred operations).
  const checks: [string, boolean, (() => Promise<RawResult>) | undefined][] = [
    ['Get a community', true, first ? () => getCommunity({ client: probe, path }) : undefined],
    ['List members', false, first ? () => listMembers({ client: probe, path, query: one }) : undefined],
    ['List tags', true, first ? () => listTags({ client: probe, path, query: one }) : undefined],
    ['List badges', true, first ? () => listCommunityBadges({ client: probe, path, query: one }) : undefined],
    ['List webhooks', false, () => listWebhooks({ client: probe })],
    [
      'List account avatars (bearer token)',
      false,
      candidate.bearerToken ? () => listAccountAvatars({ client: probe, query: one }) : undefined,
    ],
  ];
  const settled = await Promise.all(checks.map(([, , run]) => (run ? settle(run) : Promise.resolve(null))));
  checks.forEach(([operation, optional], index) => {
    const result = settled[index];
    results.push(
      result === null
        ? {
            operation,
            outcome: 'skipped',
            detail:
              first || operation.includes('avatars') ? 'No bearer token given' : 'No community to try it on',
          }
        : classify(operation, result, optional),
    );
  });
  return results;
}
