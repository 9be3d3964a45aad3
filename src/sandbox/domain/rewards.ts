import type { BadgeRefArgs } from './badges';
import { badRequest, notFound } from './errors';
import { requireBadge } from './lookup';
import { randomHex } from './random';
import { parseRewardCreate, parseRewardUpdate, type RewardFields } from './reward-input';
import type { Store } from './store';
import type { StoredReward } from './stored';
import type { Reward, RewardProvider } from './types';
import { toPublicReward } from './views';

export interface RewardRefArgs extends BadgeRefArgs {
  rewardId: string;
}

const PROVIDER_IMAGES: Record<RewardProvider, string> = {
  'Thank APE': 'https://img.sandbox.badge-console.test/providers/thank-ape.svg',
  Vault: 'https://img.sandbox.badge-console.test/providers/vault.svg',
};

/**
 * Rewards are paid from, and payments received into, a vault for the chain, which only the community
 * dashboard can add.
 */
export function requireVault(store: Store, communityId: string, chainId: string): void {
  const vault = store.data.vaults.find((v) => v.communityId === communityId && v.chainId === chainId);
  if (!vault)
    throw badRequest(`No vault exists for chain ${chainId}; add one in the community dashboard`, 'chainId');
}

function requireReward(store: Store, args: RewardRefArgs): StoredReward {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const reward = store.data.rewards.find((r) => r.id === args.rewardId && r.badgeId === badge.id);
  if (!reward) throw notFound(`Reward ${args.rewardId}`);
  return reward;
}

/** A reward marked sent gets its send time and a (simulated) transaction. */
function markSent(store: Store, reward: StoredReward, previous: Reward['status'] | null): void {
  if (reward.status !== 'sent' || previous === 'sent') return;
  reward.sentAt = store.now();
  reward.transactionHash = randomHex(() => store.random(), 32);
}

export function listRewards(store: Store, args: BadgeRefArgs): Reward[] {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  return store.data.rewards.filter((r) => r.badgeId === badge.id).map(toPublicReward);
}

export function createReward(store: Store, args: BadgeRefArgs & { body: unknown }): Reward {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const fields: RewardFields = parseRewardCreate(args.body);
  requireVault(store, badge.communityId, fields.chainId);
  const now = store.now();
  const reward: StoredReward = {
    id: store.nextId(),
    ...fields,
    providerImage: PROVIDER_IMAGES[fields.provider],
    transactionHash: null,
    deletedAt: null,
    sentAt: null,
    badgeId: badge.id,
    communityId: badge.communityId,
    createdAt: now,
    updatedAt: now,
  };
  markSent(store, reward, null);
  store.data.rewards.push(reward);
  return toPublicReward(reward);
}

export function getReward(store: Store, args: RewardRefArgs): Reward {
  return toPublicReward(requireReward(store, args));
}

export function updateReward(store: Store, args: RewardRefArgs & { body: unknown }): Reward {
  const reward = requireReward(store, args);
  const patch = parseRewardUpdate(args.body);
  if (patch.chainId !== undefined) requireVault(store, reward.communityId, patch.chainId);
  const previous = reward.status;
  Object.assign(reward, patch);
  if (patch.provider !== undefined) reward.providerImage = PROVIDER_IMAGES[patch.provider];
  reward.updatedAt = store.now();
  markSent(store, reward, previous);
  return toPublicReward(reward);
}

export function deleteReward(store: Store, args: RewardRefArgs): Reward {
  const reward = requireReward(store, args);
  store.data.rewards = store.data.rewards.filter((r) => r !== reward);
  return toPublicReward(reward);
}
