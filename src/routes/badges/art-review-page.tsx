import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft, ImageOff, ImagePlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as z from 'zod';
import { badgeCountQuery } from '../../api/resources/badges';
import type { Badge } from '../../api/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import {
  checkServedArt,
  hasProblem,
  problemScore,
  sortWorstFirst,
  type ArtBytes,
  type ArtLoad,
  type HealthCheck,
} from '../../features/art/art-health';
import { artBytesKey, readArtBytes } from '../../features/art/read-art-bytes';
import { useGuidelines } from '../../features/art/use-guidelines';
import { useAfterPaint } from '../../hooks/use-after-paint';
import { useUrlState } from '../../hooks/use-url-state';
import { formatNumber } from '../../lib/format';
import { safeImageUrl } from '../../lib/url';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';
import { ArtFixDialog } from './art-fix-dialog';
import { ArtReviewCard } from './art-review-card';
import { useAllBadges } from './use-all-badges';
import { useFixedBadges } from './use-fixed-badges';

interface Reviewed {
  badge: Badge;
  url: string | undefined;
  load: ArtLoad;
  checks: HealthCheck[];
  /** Its image is still loading or its size still being read. */
  checking: boolean;
}

function useReviewed(badges: readonly Badge[]): {
  reviewed: Reviewed[];
  onLoaded: (url: string, load: ArtLoad) => void;
} {
  const [guidelines] = useGuidelines();
  const [loads, setLoads] = useState<Readonly<Record<string, ArtLoad>>>({});
  // Kept by address: a badge given new art is measured afresh.
  const onLoaded = useCallback(
    (url: string, load: ArtLoad) => setLoads((all) => ({ ...all, [url]: load })),
    [],
  );
  const urls = useMemo(() => badges.map((b) => safeImageUrl(b.image)), [badges]);
  const bytes = useQueries({
    queries: urls.map((url) => ({
      queryKey: artBytesKey(url ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => readArtBytes(url ?? '', signal),
      enabled: url !== undefined,
      staleTime: Infinity,
      retry: false,
    })),
  });
  const reviewed = badges.map((badge, i): Reviewed => {
    const url = urls[i];
    const load: ArtLoad = url ? (loads[url] ?? { state: 'loading' }) : { state: 'none' };
    const read: ArtBytes = bytes[i]?.data ?? { state: bytes[i]?.isError ? 'unknown' : 'reading' };
    return {
      badge,
      url,
      load,
      checks: checkServedArt(load, read, guidelines, { url }),
      checking: load.state === 'loading' || read.state === 'reading',
    };
  });
  return { reviewed, onLoaded };
}

/**
 * Badges reviewed at a time: each card is an image, its load and size checks and about sixty
 * elements, so a thousand at once was a page of 60,000 elements drawn in one task, and a thousand
 * image reads. More are reviewed on request.
 */
export const ART_REVIEW_BATCH = 60;

/**
 * Cards drawn in the first frame; the rest of the batch follows in the next. Sixty cards at once
 * were one task of about 70 ms of script and a frame of 80 ms of style and layout on a quiet
 * machine, over 200 ms on a busy one.
 */
const FIRST_FRAME_CARDS = 12;

const SORTS = { list: 'List order', problems: 'Problems first' } as const;

const artReviewSearch = urlSchema({
  sort: urlParam.oneOf(['list', 'problems'] satisfies (keyof typeof SORTS)[], 'list'),
  only: z.literal('problems').optional().catch(undefined),
});

function ArtGrid({ communityId, badges: read }: { communityId: string; badges: readonly Badge[] }) {
  const [search, setSearch] = useUrlState(artReviewSearch, { replace: true });
  const [fixing, setFixing] = useState<Badge>();
  const { badges: all, fixed } = useFixedBadges(communityId, read);
  const [limit, setLimit] = useState(ART_REVIEW_BATCH);
  const badges = useMemo(() => all.slice(0, limit), [all, limit]);
  const { sort } = search;
  const onlyProblems = search.only === 'problems';
  const { reviewed, onLoaded } = useReviewed(badges);

  const withProblems = reviewed.filter((r) => hasProblem(r.checks)).length;
  const checking = reviewed.filter((r) => r.checking).length;
  // Sorted once every card is checked: cards moving while results arrive would move the one a
  // keyboard user is on (and lose its focus) under them.
  const ordered =
    sort === 'problems' && checking === 0
      ? sortWorstFirst(reviewed, (r) => problemScore(r.checks))
      : reviewed;
  const shown = onlyProblems ? ordered.filter((r) => hasProblem(r.checks)) : ordered;
  // One list whose length grows after the first frame: a card keeps its element when the order
  // changes, as it would not moving between two lists.
  const painted = useAfterPaint();
  const drawn = painted ? shown : shown.slice(0, FIRST_FRAME_CARDS);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <Field label="Order">
          <NativeSelect
            value={sort}
            onChange={(e) => setSearch({ sort: e.target.value === 'problems' ? 'problems' : 'list' })}
            wrapperClassName="w-48"
          >
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Checkbox
          label="Only art with problems"
          labelClassName="h-9"
          checked={onlyProblems}
          onChange={(e) => setSearch({ only: e.target.checked ? 'problems' : undefined })}
        />
        <p className="text-sm text-muted-foreground sm:ml-auto">
          {all.length > reviewed.length
            ? `${formatNumber(reviewed.length)} of ${formatNumber(all.length)} badges reviewed`
            : `${formatNumber(reviewed.length)} badges`}
          , {formatNumber(withProblems)} with problems
          {checking > 0 &&
            `, ${formatNumber(checking)} still being checked${sort === 'problems' ? ' (sorted once all are)' : ''}`}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={ImageOff}
          title={onlyProblems ? 'No art with problems' : 'No badges yet'}
          description={
            onlyProblems
              ? 'Every badge checked so far meets the guideline.'
              : 'This community has no badges to review.'
          }
        />
      ) : (
        <ul
          aria-label="Badge art"
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4"
        >
          {drawn.map((r) => (
            <ArtReviewCard
              key={r.badge.id}
              badge={r.badge}
              url={r.url}
              load={r.load}
              checks={r.checks}
              onLoaded={onLoaded}
              onFix={setFixing}
            />
          ))}
        </ul>
      )}
      {all.length > reviewed.length && (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p>
            The art of the first {formatNumber(reviewed.length)} of {formatNumber(all.length)} badges is
            reviewed; the order and the filter apply to those.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setLimit((n) => n + ART_REVIEW_BATCH)}>
            Review {formatNumber(Math.min(ART_REVIEW_BATCH, all.length - reviewed.length))} more
          </Button>
        </div>
      )}
      {fixing && (
        <ArtFixDialog
          communityId={communityId}
          badge={fixing}
          onClose={() => setFixing(undefined)}
          onSaved={fixed}
        />
      )}
    </>
  );
}

/** Every badge's art of a community as it is served, with its checks against the guideline profile. */
export function ArtReviewPage() {
  const communityId = useParams().communityId ?? '';
  const count = useQuery(badgeCountQuery(communityId));
  const { state, start, cancel } = useAllBadges(communityId, count.isSuccess);
  const actions = (
    <>
      <Link to={paths.badges(communityId)} className={buttonVariants({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Badges
      </Link>
      <Link
        to={`${paths.badges(communityId)}/art/batch`}
        className={buttonVariants({ variant: 'secondary' })}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Batch art
      </Link>
    </>
  );
  return (
    <>
      <PageHeader
        title="Art review"
        description="Every badge's art as members load it, checked against the art guidelines: size, shape, file size and load time."
        actions={actions}
      />
      {count.isError && (
        <ErrorState
          title="The badges could not be read"
          error={count.error}
          onRetry={() => void count.refetch()}
        />
      )}
      {!count.isError && (state.status === 'idle' || state.status === 'running') && (
        <TaskProgress
          label="Reading badges"
          done={state.status === 'running' ? state.progress.done : 0}
          total={(state.status === 'running' ? state.progress.total : undefined) ?? count.data?.total}
          unit="badges"
          onCancel={cancel}
        />
      )}
      {state.status === 'failed' && (
        <ErrorState title="The badges could not be read" error={state.error} onRetry={() => void start()} />
      )}
      {state.status === 'cancelled' && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>Reading the badges was cancelled after {formatNumber(state.progress.done)} badges.</p>
          <Button variant="secondary" size="sm" onClick={() => void start()}>
            Read them again
          </Button>
        </div>
      )}
      {state.status === 'done' && (
        <>
          {state.result.note && <p className="mb-4 text-sm text-warning-fg">{state.result.note}</p>}
          <ArtGrid communityId={communityId} badges={state.result.badges} />
        </>
      )}
    </>
  );
}
