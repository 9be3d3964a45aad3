import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { audienceToParam, describeAudience, isUsableAudience } from './audience';
import { useAudienceMembers } from './use-audience-members';
import { audienceParamOf, useAudienceParam } from './use-audience-param';

export interface AudienceFilter {
  /** An audience with a usable rule is in the URL. */
  on: boolean;
  /** The audience's members' wallets, lowercased; null while they are read or without an audience. */
  wallets: ReadonlySet<string> | null;
  /** The audience said after "members who". */
  described: string;
  /** The audience select and the link to the audience page. */
  picker: ReactNode;
  /** The member lists being read, and a read that failed. */
  reading: ReactNode;
}

const EVERYONE = '';

/**
 * An audience filter kept in the URL's `audience` (the audience page's own value): a tag chosen
 * here, or any audience built on the audience page and opened from there. The page that filters by
 * it (the leaderboard) decides what the wallets narrow and says so between the picker and the reading.
 */
export function useAudienceFilter(communityId: string): AudienceFilter {
  const { audience, param, setParam } = useAudienceParam();
  const on = param !== undefined && isUsableAudience(audience);
  const tags = useQuery(allTagsQuery(communityId));
  const members = useAudienceMembers(communityId, audience);
  const wallets = useMemo(
    () =>
      members.members ? new Set(members.members.flatMap((m) => (m.wallet ? [m.wallet.toLowerCase()] : []))) : null,
    [members.members],
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
  const pending = members.sources.filter((s) => s.status === 'pending');

  const picker = (
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
  );

  const reading = (
    <>
      {pending.map((s) => (
        <TaskProgress
          key={s.tagId ?? ''}
          label={`Reading ${s.tagId === null ? 'the community’s members' : `“${names.get(s.tagId) ?? s.tagId}”`}`}
          done={s.progress?.loaded ?? 0}
          {...(s.progress ? { total: s.progress.total } : {})}
          unit="members"
        />
      ))}
      {members.error && (
        <InlineError>
          The audience could not be read: {members.error.message}
        </InlineError>
      )}
    </>
  );

  return { on, wallets, described, picker, reading };
}
