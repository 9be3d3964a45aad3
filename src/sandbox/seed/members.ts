import type { StoredMember } from '../domain/stored';
import type { AddMethod, Community, MemberAvatar, MemberRole } from '../domain/types';
import type { SeedCollection, SeedContext } from './context';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, text, type Gen } from './gen';
import { ADJECTIVES, FIRST_NAMES, NOUNS, SUFFIXES } from './words';

/** Members: ENS names for about 60%, avatars for about 70%, one owner and a few admins. */

function ensName(ctx: SeedContext): string | null {
  const { gen } = ctx;
  if (!gen.chance(0.6)) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const roll = gen.random();
    const label =
      roll < 0.35
        ? gen.pick(FIRST_NAMES)
        : roll < 0.6
          ? text(gen.pick(ADJECTIVES), gen.pick(NOUNS))
          : roll < 0.8
            ? text(gen.pick(FIRST_NAMES), gen.pick(SUFFIXES))
            : text(gen.pick(FIRST_NAMES), gen.int(1, 9999));
    const name = text(label, '.eth');
    if (!ctx.ensTaken.has(name)) {
      ctx.ensTaken.add(name);
      return name;
    }
  }
  // Crowded (the large preset): a numbered name is always free.
  const name = text(gen.pick(NOUNS), ctx.ensTaken.size, '.eth');
  ctx.ensTaken.add(name);
  return name;
}

function avatar(ctx: SeedContext, collections: readonly SeedCollection[]): MemberAvatar | null {
  const pfps = collections.filter((c) => c.pfp);
  if (pfps.length === 0 || !ctx.gen.chance(0.7)) return null;
  const collection = ctx.gen.pick(pfps);
  const tokenId = String(ctx.gen.int(1, collection.supply));
  ctx.nextArt += 1;
  return {
    tokenId,
    contract: collection.contract,
    chainId: collection.chainId,
    image: text(IMG, '/avatars/', ctx.nextArt, '.svg?size=96'),
    name: text(collection.name, ' #', tokenId),
  };
}

function addMethod(gen: Gen): AddMethod {
  const roll = gen.random();
  return roll < 0.25 ? 'manual' : roll < 0.65 ? 'bulk' : roll < 0.95 ? 'claim' : 'api';
}

/** Members joined between the community's creation and the reference date, oldest first. */
export function buildMembers(
  ctx: SeedContext,
  community: Community,
  count: number,
  collections: readonly SeedCollection[],
  shareAccounts: boolean,
): StoredMember[] {
  const { gen } = ctx;
  const start = Date.parse(community.createdAt);
  const span = REFERENCE_MS - DAY - start;
  const admins = Math.min(count - 1, Math.max(1, Math.round(Math.log2(count + 1))));
  const members: StoredMember[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    // Disjoint time slots keep the list sorted without a sort.
    const createdMs = Math.floor(start + (span * (i + gen.random())) / count);
    const role: MemberRole = i === 0 ? 'owner' : i <= admins ? 'admin' : 'member';
    const shared = shareAccounts && i > 0 && gen.chance(0.2) ? gen.pick(ctx.accountPool) : undefined;
    const account = shared && !used.has(shared.wallet) ? shared : undefined;
    const wallet = account ? account.wallet : gen.wallet();
    used.add(wallet);
    const confirmedMs = gen.chance(0.8) ? Math.min(createdMs + gen.int(1, 72) * HOUR, REFERENCE_MS) : null;
    members.push({
      id: account ? account.id : gen.id('account', `${community.shortName}:${i}`),
      role,
      wallet,
      ensName: account ? account.ensName : ensName(ctx),
      avatar: account ? account.avatar && { ...account.avatar } : avatar(ctx, collections),
      addMethod: i === 0 ? 'manual' : addMethod(gen),
      createdAt: iso(createdMs),
      updatedAt: iso(confirmedMs ?? createdMs),
      confirmedAt: confirmedMs === null ? null : iso(confirmedMs),
      communityId: community.id,
      tagIds: [],
    });
  }
  return members;
}
