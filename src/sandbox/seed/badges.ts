import { toChecksumAddress } from '../domain/address';
import { randomString } from '../domain/random';
import type { ClaimCode, StoredBadge, StoredReward } from '../domain/stored';
import type { Community, Tag, Vault } from '../domain/types';
import { BADGE_TEMPLATES, REWARD_TEMPLATES } from './badge-catalog';
import type { BadgeSpec, CommunitySpec } from './catalog';
import { DAY, daysFromReference, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/** Badges in every status, vaults on some chains, and rewards only where a vault allows them. */

export interface SeedBadge {
  badge: StoredBadge;
  spec: BadgeSpec;
}

export function buildVaults(gen: Gen, community: Community, spec: CommunitySpec): Vault[] {
  return spec.vaultChains.map((chainId) => ({
    id: gen.id('vault', `${community.shortName}:${chainId}`),
    communityId: community.id,
    chainId,
  }));
}

function claimEndDate(gen: Gen, spec: BadgeSpec): string {
  // Open badges stay open well past the reference date, so they still work on later real dates.
  if (spec.state === 'expired') return daysFromReference(-10);
  return daysFromReference(gen.int(200, 540));
}

export function buildBadges(
  gen: Gen,
  community: Community,
  spec: CommunitySpec,
  tags: readonly Tag[],
  offset: number,
): SeedBadge[] {
  return spec.badges.map((badgeSpec, i) => {
    const template = BADGE_TEMPLATES[(offset + i) % BADGE_TEMPLATES.length] ?? BADGE_TEMPLATES[0];
    if (!template) throw new Error('No badge templates');
    const id = gen.id('badge', `${community.shortName}:${i}`);
    const created = REFERENCE_MS - gen.int(60, 300) * DAY;
    const tag = tags.length > 0 && gen.chance(0.4) ? gen.pick(tags) : undefined;
    const badge: StoredBadge = {
      id,
      communityId: community.id,
      title: template.title,
      description: template.description,
      image: `${IMG}/badges/${id}.svg`,
      type: template.type,
      status: badgeSpec.status,
      chainId: badgeSpec.chainId,
      contract: badgeSpec.chainId === null ? null : toChecksumAddress(gen.wallet()),
      claimEndDate: claimEndDate(gen, badgeSpec),
      // Live badges get their real maxClaims once their attributions are known.
      maxClaims: gen.pick([100, 250, 500, 1000]),
      tags: tag ? [{ id: tag.id, name: tag.name }] : [],
      author: { name: community.name, uri: community.website ?? 'https://badge-console.test' },
      requirements: tag ? [[{ type: 'tag', tagId: tag.id, title: `Carries the tag "${tag.name}"` }]] : [],
      createdAt: iso(created),
      updatedAt: iso(created + gen.int(1, 20) * DAY),
    };
    return { badge, spec: badgeSpec };
  });
}

/** One to three rewards on each badge whose chain has a vault in its community. */
export function buildRewards(
  gen: Gen,
  badges: readonly SeedBadge[],
  vaults: readonly Vault[],
): StoredReward[] {
  const rewards: StoredReward[] = [];
  for (const { badge } of badges) {
    const vault = vaults.find((v) => v.chainId === badge.chainId);
    if (!vault || badge.status === 'draft' || badge.status === 'rejected') continue;
    const count = gen.int(1, REWARD_TEMPLATES.length);
    REWARD_TEMPLATES.slice(0, count).forEach((template, i) => {
      const contract = template.contracts[vault.chainId] ?? '0x0000000000000000000000000000000000000000';
      const sent = template.status === 'sent';
      rewards.push({
        id: gen.id('reward', `${badge.id}:${i}`),
        name: template.name,
        image: `${IMG}/badges/${badge.id}.svg`,
        provider: template.provider,
        providerImage: `${IMG}/providers/${template.provider === 'Vault' ? 'vault' : 'thank-ape'}.svg`,
        type: template.type,
        status: template.status,
        vaultId: vault.id,
        contract,
        chainId: vault.chainId,
        amount: [...template.amount],
        description: template.description,
        endDate: badge.claimEndDate,
        maxSpend: template.maxSpend,
        transactionHash: sent ? gen.hash() : null,
        deletedAt: null,
        sentAt: sent ? badge.updatedAt : null,
        badgeId: badge.id,
        communityId: badge.communityId,
        createdAt: badge.updatedAt,
        updatedAt: badge.updatedAt,
      });
    });
  }
  return rewards;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A few unredeemed claim codes on a badge, as if generated from the dashboard. */
export function buildClaimCodes(gen: Gen, badge: StoredBadge, count: number): ClaimCode[] {
  const part = (): string => randomString(() => gen.random(), CODE_ALPHABET, 4);
  return Array.from({ length: count }, (_, i) => ({
    code: `${part()}-${part()}`,
    badgeId: badge.id,
    communityId: badge.communityId,
    createdAt: iso(REFERENCE_MS - (count - i) * DAY),
    attributionId: null,
  }));
}
