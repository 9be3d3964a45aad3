import type { Token } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';
import { chainName } from '../../lib/chains';

/** A member's token list's sortable columns, by their key in the URL (`sort=collection`). */
export const tokenSorts = {
  // By what the column shows: a token without a name by its number.
  token: { kind: 'text', value: (t) => t.name ?? (t.tokenId ? `#${t.tokenId}` : undefined) },
  collection: { kind: 'text', value: (t) => t.collectionName },
  contract: { kind: 'id', value: (t) => t.contract },
  // Token ids are whole numbers of any length, written in decimal: the text order with numbers
  // compared as numbers puts 9 before 10 without rounding ids past 2^53.
  tokenId: { kind: 'text', value: (t) => t.tokenId },
  kind: { kind: 'text', value: (t) => t.kind },
  chainId: { kind: 'text', value: (t) => chainName(t.chainId) },
} as const satisfies SortSpecs<Token, string>;

export type TokenSortKey = keyof typeof tokenSorts;

export const TOKEN_SORT_KEYS = Object.keys(tokenSorts) as TokenSortKey[];
