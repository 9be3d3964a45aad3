import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { readFresh } from '../../api/query';
import { attributionFromLists, attributionQuery } from '../../api/resources/attributions';
import { QueryState } from '../../components/feedback/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import {
  detailFromListed,
  useUpdateAttributionMetadata,
  type AttributionDetail,
} from '../../features/attributions/api';
import { attributionHolder } from '../../features/attributions/attribution-wallet';
import { isPlainObject, keysNotApplied, type Metadata } from '../../features/attributions/metadata';
import {
  toAttributionUpdate,
  updateMetadataDefaults,
  type UpdateMetadataValues,
} from '../../features/attributions/schemas';
import { UpdateMetadataForm } from '../../features/attributions/update-metadata-form';
import { UpdateOutcomeNote, type UpdateOutcome } from '../../features/attributions/update-outcome';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { AttributionFacts, MetadataTable } from './attribution-facts';

/** One attribution: who holds it and how, its metadata, and a form to update that metadata. */
export function AttributionShow() {
  const { communityId, badge } = useBadgeHub();
  const attributionId = useParams().attributionId ?? '';
  const queryClient = useQueryClient();
  const listed = attributionFromLists(queryClient, communityId, badge.id, attributionId);
  const query = useQuery({
    ...attributionQuery(communityId, badge.id, attributionId),
    placeholderData: listed ? detailFromListed(listed) : undefined,
  });
  // What a list showed of the holder: single attributions do not name the wallet.
  const holder = { ...attributionHolder(listed), ...attributionHolder(query.data) };

  return (
    <section aria-labelledby="attribution-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attribution-heading" className="text-lg font-semibold">
          Attribution
        </h2>
        <Link
          to={paths.attributions(communityId, badge.id)}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All attributions
        </Link>
      </div>
      <QueryState query={query}>
        {(attribution) => (
          <>
            <AttributionFacts
              communityId={communityId}
              attribution={attribution}
              holder={holder}
              chainId={attribution.chainId ?? badge.chainId}
            />
            {/* A list item carries no metadata: the form waits for the attribution itself. */}
            {query.isPlaceholderData ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <MetadataCard
                communityId={communityId}
                badgeId={badge.id}
                attribution={attribution}
                wallet={holder.wallet}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

interface MetadataCardProps {
  communityId: string;
  badgeId: string;
  attribution: AttributionDetail;
  wallet: string | undefined;
}

function MetadataCard({ communityId, badgeId, attribution, wallet }: MetadataCardProps) {
  const queryClient = useQueryClient();
  const update = useUpdateAttributionMetadata(communityId, badgeId);
  const [outcome, setOutcome] = useState<UpdateOutcome | null>(null);
  // The form stays on screen after a save: a new key remounts it with what is stored now.
  const [saved, setSaved] = useState<{ count: number; values?: UpdateMetadataValues; stored?: Metadata }>({
    count: 0,
  });
  const metadata = isPlainObject(attribution.metadata) ? attribution.metadata : {};
  const reread = async () => {
    const now = await readFresh(queryClient, attributionQuery(communityId, badgeId, attribution.id));
    return isPlainObject(now.metadata) ? now.metadata : {};
  };

  const submit = async (values: UpdateMetadataValues) => {
    const { body, query } = toAttributionUpdate(values);
    const answer = await update.mutateAsync({
      path: { id: communityId, badgeId },
      body,
      ...(query ? { query } : {}),
    });
    const stored = isPlainObject(answer.metadata) ? answer.metadata : {};
    setOutcome({ sent: body.metadata, stored, ...(query ? { guard: query } : {}) });
    // A condition the service did not meet is no success: the note beside the form says why.
    if (keysNotApplied(body.metadata, stored).length === 0) toast.success('Metadata updated');
    setSaved((s) => ({
      count: s.count + 1,
      stored,
      values: {
        ...updateMetadataDefaults(body.wallet, stored),
        condition: values.condition,
        conditionKey: values.conditionKey,
      },
    }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Metadata</CardTitle>
        <CardDescription>Free-form data stored on the attribution; leaderboards rank by it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <MetadataTable metadata={metadata} />
        <div className="flex flex-col gap-3 border-t border-border pt-5">
          <h3 className="text-base font-semibold">Update metadata</h3>
          {outcome && <UpdateOutcomeNote outcome={outcome} />}
          <UpdateMetadataForm
            key={saved.count}
            defaults={saved.values ?? updateMetadataDefaults(wallet, metadata)}
            walletKnown={wallet !== undefined}
            // What the service answered the last save with: the page's own read may not have caught up.
            stored={{ opened: saved.stored ?? metadata, reread }}
            onSubmit={submit}
          />
        </div>
      </CardContent>
    </Card>
  );
}
