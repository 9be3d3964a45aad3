import { useQuery } from '@tanstack/react-query';
import { Blend, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import type { Tag } from '../../api/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { QueryState } from '../../components/feedback/query-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import {
  audienceTagIds,
  audienceToParam,
  describeAudience,
  isUsableAudience,
  type Audience,
} from '../../features/audiences/audience';
import { AudienceBuilder } from '../../features/audiences/audience-builder';
import { audienceCsv, audienceFileName } from '../../features/audiences/audience-csv';
import { AudienceReading } from '../../features/audiences/audience-reading';
import { useAudienceMembers } from '../../features/audiences/use-audience-members';
import {
  audienceParamOf,
  audienceSearch,
  useAudienceParam,
  withoutGoneTagRules,
} from '../../features/audiences/use-audience-param';
import { DroppedFiltersNotice } from '../../features/saved-views/dropped-filters';
import { ViewsMenu } from '../../features/saved-views/lazy-views-menu';
import { useGoneTagsDropped } from '../../features/saved-views/use-gone-tags-dropped';
import { downloadCsv } from '../../lib/csv/to-csv';
import { formatNumber } from '../../lib/format';
import { AudienceMembersTable, audienceMemberSearch } from './audience-members-table';
import { AwardAudience } from './award-audience';
import { SaveAudience } from './save-audience';
import { SavedAudienceJob } from './saved-audience-job';

const DESCRIPTION =
  'Combine tags into an audience: see who matches as you build it, then save it as a tag, export it, or award a badge to it.';
// An audience's view keeps its rules and the members table's page size and sort.
const viewSchemas = [audienceSearch, audienceMemberSearch];

export function AudiencePage() {
  const communityId = useParams().communityId ?? '';
  const tagsRead = useQuery(allTagsQuery(communityId));
  const { audience } = useAudienceParam();
  useGoneTagsDropped(audienceTagIds(audience), tagsRead, withoutGoneTagRules);
  return (
    <>
      <PageHeader
        title="Audiences"
        description={DESCRIPTION}
        actions={<ViewsMenu page="Audiences" schemas={viewSchemas} />}
      />
      <DroppedFiltersNotice />
      <QueryState query={tagsRead}>{(list) => <Builder communityId={communityId} tags={list} />}</QueryState>
    </>
  );
}

function Builder({ communityId, tags }: { communityId: string; tags: readonly Tag[] }) {
  const { audience: fromUrl, param: urlParam, setParam } = useAudienceParam();
  // The rules as edited, ahead of the URL: a navigation takes a moment, and a change made before
  // the previous one reached the URL must build on it. The URL values written and not yet arrived
  // are kept: their arrival is not adopted (it would undo a later edit); any other URL (Back, a
  // link) is.
  const [edited, setEdited] = useState({ seen: urlParam, audience: fromUrl, written: [] as string[] });
  let current = edited;
  if (edited.seen !== urlParam) {
    const arrived = edited.written.indexOf(urlParam ?? '');
    current =
      arrived >= 0
        ? { ...edited, seen: urlParam, written: edited.written.slice(arrived + 1) }
        : { seen: urlParam, audience: fromUrl, written: [] };
    setEdited(current);
  }
  const audience = current.audience;
  const param = isUsableAudience(audience) ? audienceToParam(audience) : null;
  const reading = useAudienceMembers(communityId, audience);
  const names = useMemo(() => new Map(tags.map((t) => [t.id, t.name])), [tags]);
  const tagName = (tagId: string) => names.get(tagId) ?? tagId;
  const described = describeAudience(audience, tagName);
  const usable = isUsableAudience(audience);
  const members = reading.members;

  // Each change is a history entry of its own (Back undoes it); the member list starts on page 1.
  const change = (next: Audience) => {
    const written = audienceParamOf(next);
    setEdited({ seen: current.seen, audience: next, written: [...current.written, written ?? ''] });
    setParam(written);
  };

  if (tags.length === 0) {
    return (
      <EmptyState
        icon={Blend}
        title="This community has no tags yet"
        description="An audience combines tags: create tags and tag members first."
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Card>
        <CardContent className="pt-6">
          <AudienceBuilder audience={audience} tags={tags} onChange={change} />
        </CardContent>
      </Card>
      <section aria-labelledby="audience-result" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="audience-result" className="text-lg font-semibold">
              {!usable
                ? 'No audience yet'
                : members
                  ? `${formatNumber(members.length)} ${members.length === 1 ? 'member matches' : 'members match'}`
                  : 'Counting the members…'}
            </h2>
            <p className="text-sm break-words text-muted-foreground">Members who {described}.</p>
          </div>
          {usable && members && param && (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                onClick={() => downloadCsv(audienceFileName(described), audienceCsv(members))}
                disabled={members.length === 0}
              >
                <Download aria-hidden />
                Export CSV
              </Button>
              <SaveAudience communityId={communityId} members={members} description={described} tags={tags} />
            </div>
          )}
        </div>
        <p role="status" className="sr-only">
          {usable && members ? `${formatNumber(members.length)} members match.` : ''}
        </p>
        <SavedAudienceJob communityId={communityId} />
        <AudienceReading reading={reading} tagName={tagName} />
        {usable && members && param && members.length > 0 && (
          <AwardAudience communityId={communityId} audienceParam={param} count={members.length} />
        )}
        {usable && members && <AudienceMembersTable communityId={communityId} members={members} />}
      </section>
    </div>
  );
}
