import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import { TaskProgress } from '../../components/feedback/task-progress';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { useAudienceMembers } from '../../hooks/use-audience-members';
import { audienceParamOf, useAudienceParam } from '../../hooks/use-audience-param';
import { audienceToParam, describeAudience, isUsableAudience } from '../../lib/audience';
import { formatNumber } from '../../lib/format';
import type { RankedEntry } from './board';
import { rankWithin } from './board-audience';

export interface BoardAudience {
  /** The board to show: the whole board, or the audience's entries ranked among themselves. */
  entries: RankedEntry[] | undefined;
  /** The audience's members are read (always true without an audience). */
  ready: boolean;
  control: ReactNode;
}

const EVERYONE = '';

/**
 * The leaderboard's audience filter, kept in the URL's `audience` (the audience page's own value):
 * a tag chosen here, or any audience built on the audience page and opened from there. The
 * members are read through the shared audience hook (hooks/, since the audience page is another
 * feature) and the board ranked again within them.
 */
export function useBoardAudience(communityId: string, entries: RankedEntry[] | undefined): BoardAudience {
  const { audience, param, setParam } = useAudienceParam();
  const on = param !== undefined && isUsableAudience(audience);
  const tags = useQuery(allTagsQuery(communityId));
  const reading = useAudienceMembers(communityId, audience);
  const wallets = useMemo(
    () =>
      reading.members ? new Set(reading.members.flatMap((m) => (m.wallet ? [m.wallet.toLowerCase()] : []))) : null,
    [reading.members],
  );
  const filtered = useMemo(
    () => (on && wallets && entries ? rankWithin(entries, wallets) : undefined),
    [on, wallets, entries],
  );
  const selectId = useId();

  const names = new Map((tags.data ?? []).map((t) => [t.id, t.name]));
  const single = audience.join === 'all' && audience.rules.length === 1 && audience.rules[0]?.has === true;
  const value = !on ? EVERYONE : single ? (audience.rules[0]?.tagId ?? EVERYONE) : param;
  const choose = (next: string) =>
    setParam(
      next === EVERYONE
        ? undefined
        : next === param
          ? param
          : audienceParamOf({ join: 'all', rules: [{ tagId: next, has: true }] }),
    );
  const described = describeAudience(audience, (id) => names.get(id) ?? id);
  const pending = reading.sources.filter((s) => s.status === 'pending');

  const control = (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={selectId}>Audience</label>
        <NativeSelect
          id={selectId}
          wrapperClassName="min-w-0 flex-[0_1_16rem]"
          value={value}
          onChange={(e) => choose(e.target.value)}
        >
          <option value={EVERYONE}>Everyone on the board</option>
          {on && !single && <option value={param}>Members who {described}</option>}
          {(tags.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              Holding “{t.name}”
            </option>
          ))}
        </NativeSelect>
        <Link
          to={paths.audiences(communityId, on ? audienceToParam(audience) : undefined)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {on ? 'Edit as an audience' : 'Build an audience'}
        </Link>
      </div>
      {on && filtered && entries && (
        <p role="status" className="text-sm text-muted-foreground">
          {formatNumber(filtered.length)} of {formatNumber(entries.length)} entries are members who{' '}
          {described}; ranks are counted among them.
        </p>
      )}
      {pending.map((s) => (
        <TaskProgress
          key={s.tagId ?? ''}
          label={`Reading ${s.tagId === null ? 'the community’s members' : `“${names.get(s.tagId) ?? s.tagId}”`}`}
          done={s.progress?.loaded ?? 0}
          {...(s.progress ? { total: s.progress.total } : {})}
          unit="members"
        />
      ))}
      {reading.error && (
        <p role="alert" className="text-sm text-danger-fg">
          The audience could not be read: {reading.error.message}
        </p>
      )}
    </div>
  );

  return { entries: on ? filtered : entries, ready: !on || wallets !== null, control };
}
