import { addressKey, isAddress } from './address';
import { badRequest } from './errors';
import { requireMember } from './lookup';
import type { MemberRef } from './members';
import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { StoredToken } from './stored';
import type { Token } from './types';
import { toPublicToken } from './views';

export interface ListTokensArgs extends MemberRef, PageQuery {
  /** Contract addresses; an array (repeated query parameter) or one comma-separated string. */
  collection?: unknown;
  /** Ownership at this historical block; without it, current holdings (burned tokens excluded). */
  blockNumber?: unknown;
}

function readCollections(value: unknown): Set<string> | null {
  if (value === undefined || value === null || value === '') return null;
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  const out = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string')
      throw badRequest('collection must contain contract addresses', 'collection');
    for (const piece of part.split(',')) {
      const address = piece.trim();
      if (address === '') continue;
      if (!isAddress(address)) {
        throw badRequest(
          `collection must contain valid contract addresses; invalid: ${piece.trim()}`,
          'collection',
        );
      }
      out.add(addressKey(address));
    }
  }
  return out.size > 0 ? out : null;
}

function readBlockNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isSafeInteger(parsed) || parsed < 0) {
    throw badRequest('blockNumber must be a non-negative integer', 'blockNumber');
  }
  return parsed;
}

/** Held at `block`: acquired at or before it and not burned at or before it. */
function heldAt(token: StoredToken, block: number | null): boolean {
  if (block === null) return token.burnedBlock === null;
  return token.acquiredBlock <= block && (token.burnedBlock === null || token.burnedBlock > block);
}

export function listMemberTokens(store: Store, args: ListTokensArgs): Page<Token> {
  const member = requireMember(store, args.communityId, args.idOrAddress);
  const collections = readCollections(args.collection);
  const block = readBlockNumber(args.blockNumber);
  const tokens = store.data.tokens.filter(
    (t) =>
      t.communityId === args.communityId &&
      t.ownerWallet === member.wallet &&
      (collections === null || collections.has(addressKey(t.contract))) &&
      heldAt(t, block),
  );
  // Most recently acquired first, as a wallet's activity feed reads.
  tokens.sort((a, b) => b.acquiredBlock - a.acquiredBlock || a.tokenId.localeCompare(b.tokenId));
  return paginateWith(tokens, args, toPublicToken);
}
