import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { describeAudience, isUsableAudience } from './audience';
import { audienceWalletList } from './audience-csv';
import { AudienceReading } from './audience-reading';
import { useAudienceMembers } from './use-audience-members';
import { useAudienceParam } from './use-audience-param';

export interface AudienceAwardSource {
  /** The audience's wallets as a list for the pipeline; undefined without an audience or while read. */
  text: string | undefined;
  /** What the page says about the list: which audience, its progress, members without a wallet. */
  note: ReactNode;
}

/**
 * The audience of the URL (`?audience=`, set by the audience page's "Review the award") as the
 * list of a bulk award: its members' wallets go through the same pipeline as a pasted list (dry run,
 * review, job), so awarding an audience is the bulk award with another source, not a copy of it.
 */
export function useAudienceAwardSource(communityId: string): AudienceAwardSource {
  const { audience, param } = useAudienceParam();
  const usable = param !== undefined && isUsableAudience(audience);
  const tags = useQuery({ ...allTagsQuery(communityId), enabled: usable });
  const reading = useAudienceMembers(communityId, usable ? audience : { join: 'all', rules: [] });
  const list = useMemo(
    () => (reading.members ? audienceWalletList(reading.members) : null),
    [reading.members],
  );
  if (!usable) return { text: undefined, note: null };
  const names = new Map((tags.data ?? []).map((t) => [t.id, t.name]));
  const tagName = (tagId: string) => names.get(tagId) ?? tagId;
  const described = describeAudience(audience, tagName);
  return {
    text: list?.text,
    note: (
      <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
        <p>
          The list is the audience of members who {described}
          {reading.members ? ` (${formatNumber(reading.members.length)})` : ''}.{' '}
          <Link
            to={paths.audiences(communityId, param)}
            className="text-primary underline-offset-4 hover:underline"
          >
            Change the audience
          </Link>
        </p>
        {list && list.withoutWallet > 0 && (
          <p className="text-warning-fg">
            {formatNumber(list.withoutWallet)} of them have no wallet on record and are left out.
          </p>
        )}
        <AudienceReading reading={reading} tagName={tagName} />
      </div>
    ),
  };
}
