import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { badgesQuery } from '../../api/resources/badges';
import { buttonVariants } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { AUDIENCE_PARAM } from '../../features/audiences/audience';
import { badgeTitle } from '../../features/badges/badge-columns';
import { formatNumber } from '../../lib/format';

interface AwardAudienceProps {
  communityId: string;
  /** The audience's URL value. */
  audienceParam: string;
  count: number;
}

/**
 * Awarding a badge to the audience goes through the badge's bulk award (its dry run, review and
 * job), with the audience as the list: the link carries the audience, which that page reads.
 */
export function AwardAudience({ communityId, audienceParam, count }: AwardAudienceProps) {
  // The first hundred badges: a community's badge list is one page of that size elsewhere too.
  const badges = useQuery(badgesQuery(communityId, { page: 1, perPage: 100 }));
  const [badgeId, setBadgeId] = useState('');
  // Only live badges can be awarded: the service refuses an attribution on any other status.
  const list = (badges.data?.results ?? []).filter((b) => b.status === 'live');
  const chosen = list.some((b) => b.id === badgeId) ? badgeId : (list[0]?.id ?? '');
  if (badges.isSuccess && list.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No live badge to award to these {formatNumber(count)}: a badge can be awarded once it is published.
      </p>
    );
  }
  if (list.length === 0) return null;
  const href = `${paths.attributionAwardMany(communityId, chosen)}?${new URLSearchParams({ [AUDIENCE_PARAM]: audienceParam }).toString()}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="audience-badge">Award a badge to these {formatNumber(count)}:</label>
      <NativeSelect
        id="audience-badge"
        wrapperClassName="min-w-0 flex-[1_1_12rem] sm:max-w-xs"
        value={chosen}
        onChange={(e) => setBadgeId(e.target.value)}
      >
        {list.map((b) => (
          <option key={b.id} value={b.id}>
            {badgeTitle(b)}
          </option>
        ))}
      </NativeSelect>
      <Link to={href} className={buttonVariants({ variant: 'secondary' })}>
        <Award aria-hidden />
        Review the award
      </Link>
    </div>
  );
}
