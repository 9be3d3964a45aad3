import { useQueries, useQuery } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../api/errors';
import type { Badge } from '../../api/generated/types.gen';
import { rewardsQuery } from '../../api/resources/rewards';
import { tagMemberCountQuery, tagQuery } from '../../api/resources/tags';
import { useNow } from '../../hooks/use-now';
import { chainLabel } from '../../lib/chains';
import { formatDateTime } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';

export type CheckState = 'checking' | 'pass' | 'fail';

export interface PreflightCheck {
  id: string;
  label: string;
  state: CheckState;
  /** Why it passed or failed, in words the admin can act on. */
  detail: string;
}

/** Loads an image the way a visitor's browser will; resolves false when it does not load. */
function imageLoads(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth > 0);
    img.onerror = () => resolve(false);
    img.src = url;
  });
}

/**
 * The go-live checklist: every check runs in parallel when the dialog opens. Failing checks explain
 * themselves; they do not block publishing, the dialog asks for an explicit confirmation instead.
 */
export function usePreflight(communityId: string, badge: Badge, enabled: boolean): PreflightCheck[] {
  const now = useNow();
  const imageUrl = displayImageUrl(badge.image, { size: 128 });
  const image = useQuery({
    queryKey: ['preflight-image', imageUrl],
    queryFn: () => (imageUrl ? imageLoads(imageUrl) : Promise.resolve(false)),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  const rewards = useQuery({ ...rewardsQuery(communityId, badge.id), enabled });
  const tags = useQueries({
    queries: (badge.tags ?? []).map((t) => ({ ...tagQuery(communityId, t.id), enabled, retry: false })),
  });
  const tagCounts = useQueries({
    queries: (badge.tags ?? []).map((t) => ({
      ...tagMemberCountQuery(communityId, t.id),
      enabled,
      retry: false,
    })),
  });

  const checks: PreflightCheck[] = [];
  checks.push({
    id: 'image',
    label: 'The image loads through the CDN',
    state: image.isPending ? 'checking' : image.data ? 'pass' : 'fail',
    detail: !imageUrl
      ? 'The badge has no displayable image (https:// or ipfs:// only).'
      : image.data
        ? 'Visitors will see it.'
        : `It did not load from ${new URL(imageUrl).host}: upload it again or fix the URL.`,
  });

  const end = badge.claimEndDate ? new Date(badge.claimEndDate) : undefined;
  const future = end !== undefined && end.getTime() > now;
  checks.push({
    id: 'claimEnd',
    label: 'The claim end date is in the future',
    state: future ? 'pass' : 'fail',
    detail: end
      ? `Claims end ${formatDateTime(end)}.${future ? '' : ' Nobody could claim it: edit the date first.'}`
      : 'No claim end date is set.',
  });

  const maxSet = typeof badge.maxClaims === 'number' && badge.maxClaims > 0;
  checks.push({
    id: 'maxClaims',
    label: 'Maximum claims is set',
    state: maxSet ? 'pass' : 'fail',
    detail: maxSet
      ? `Up to ${String(badge.maxClaims)} claims.`
      : 'Set a maximum so the badge cannot be claimed without limit.',
  });

  (badge.tags ?? []).forEach((tag, index) => {
    const result = tags[index];
    const holders = tagCounts[index]?.data?.total;
    const missing = isApiError(result?.error) && result.error.status === 404;
    checks.push({
      id: `tag-${tag.id}`,
      label: `Gating tag "${tag.name}" exists`,
      state:
        !result || result.isPending || tagCounts[index]?.isPending
          ? 'checking'
          : result.data
            ? 'pass'
            : 'fail',
      detail: result?.data
        ? `${holders === undefined ? 'An unknown number of' : String(holders)} members hold it.`
        : missing
          ? 'The tag no longer exists: nobody can claim through it.'
          : `It could not be checked: ${result?.error ? errorMessage(result.error) : ''}`,
    });
  });

  if (rewards.isPending) {
    checks.push({
      id: 'rewards',
      label: 'Rewards have a vault on their chain',
      state: 'checking',
      detail: '',
    });
  } else if (rewards.error) {
    checks.push({
      id: 'rewards',
      label: 'Rewards have a vault on their chain',
      state: 'fail',
      detail: `The rewards could not be read: ${errorMessage(rewards.error)}`,
    });
  } else if (rewards.data.length === 0) {
    checks.push({
      id: 'rewards',
      label: 'Rewards have a vault on their chain',
      state: 'pass',
      detail: 'No rewards are attached.',
    });
  } else {
    for (const reward of rewards.data) {
      checks.push({
        id: `reward-${reward.id}`,
        label: `Reward "${reward.name ?? reward.id}" has a vault on ${chainLabel(reward.chainId) ?? 'its chain'}`,
        state: reward.vaultId ? 'pass' : 'fail',
        detail: reward.vaultId
          ? `Paid from vault ${reward.vaultId}.`
          : 'The server reports no vault for it: add one in the community dashboard, or it cannot be paid.',
      });
    }
  }
  return checks;
}
