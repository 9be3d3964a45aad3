import { useQuery } from '@tanstack/react-query';
import { Coins, X } from 'lucide-react';
import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { memberTokensQuery, wholeMemberTokensRead } from '../../api/resources/members';
import type { Token } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ExplorerLink } from '../../components/ui/explorer-link';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { TOKENS_PER_PAGE } from '../../features/members/api';
import { TOKEN_SORT_KEYS, tokenSorts, type TokenSortKey } from '../../features/members/token-sorts';
import { listSearch, useListState } from '../../hooks/use-list-state';
import { useSortedList } from '../../hooks/use-sorted-list';
import { chainName } from '../../lib/chains';
import { shortenAddress } from '../../lib/format';
import { sortParam, sortText, type SortState } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';

const columns: Column<Token>[] = [
  {
    id: 'token',
    header: 'Token',
    sortKey: 'token',
    cell: (t) => (
      <span className="flex items-center gap-3">
        <Avatar src={t.image} alt="" size={32} fallback={t.name ?? t.tokenId ?? t.id} />
        <span className="font-medium">{t.name ?? `#${t.tokenId ?? '?'}`}</span>
      </span>
    ),
  },
  { id: 'collection', header: 'Collection', sortKey: 'collection', cell: (t) => t.collectionName ?? '—' },
  {
    id: 'contract',
    header: 'Contract',
    sortKey: 'contract',
    cell: (t) =>
      t.contract ? <ExplorerLink chainId={t.chainId} kind="address" value={t.contract} short /> : '—',
    className: 'hidden md:table-cell',
  },
  {
    id: 'tokenId',
    header: 'Token ID',
    sortKey: 'tokenId',
    cell: (t) => <span className="font-mono text-xs">{t.tokenId ?? '—'}</span>,
  },
  {
    id: 'kind',
    header: 'Kind',
    sortKey: 'kind',
    cell: (t) => t.kind ?? '—',
    className: 'hidden lg:table-cell',
  },
  {
    id: 'chainId',
    header: 'Chain',
    sortKey: 'chainId',
    cell: (t) => chainName(t.chainId) ?? '—',
    className: 'hidden lg:table-cell',
  },
];

/** A block number as typed: a whole number the browser can hold exactly (no rounding past 2^53). */
export function blockNumberError(raw: string): string | undefined {
  if (!/^\d+$/.test(raw)) return 'Enter a block number (a whole number, 0 or more).';
  if (!Number.isSafeInteger(Number(raw))) return 'This block number is too large to be exact.';
  return undefined;
}

function parseBlock(raw: string | undefined): number | undefined {
  return raw && !blockNumberError(raw) ? Number(raw) : undefined;
}

/** The block is kept as typed: the form says what is wrong with it, the query reads only a valid one. */
const tokenListSearch = listSearch(TOKENS_PER_PAGE).extend({
  block: urlParam.rawText(),
  collection: urlParam.list(),
  sort: sortParam(TOKEN_SORT_KEYS),
});

/** The member's tokens, filtered by collection and by ownership at a historical block. */
export function MemberTokens({ communityId, idOrAddress }: { communityId: string; idOrAddress: string }) {
  const list = useListState(tokenListSearch);
  const { setFilter } = list;
  const collection = list.filters.collection;
  const blockNumber = parseBlock(list.filters.block);
  const setSort = useCallback(
    (sort: SortState<TokenSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  // The whole read keeps the filters' tokens only: a new filter is a new list to sort.
  const collectionKey = collection.join(',');
  const whole = useMemo(
    () =>
      wholeMemberTokensRead(communityId, idOrAddress, {
        collection: collectionKey ? collectionKey.split(',') : [],
        blockNumber,
      }),
    [communityId, idOrAddress, collectionKey, blockNumber],
  );
  const { query, sorting, status } = useSortedList({
    page: list.page,
    perPage: list.perPage,
    sort: list.filters.sort,
    setSort,
    specs: tokenSorts,
    pageQuery: (page) =>
      memberTokensQuery(communityId, idOrAddress, { page, perPage: list.perPage, collection, blockNumber }),
    whole,
  });
  // Collections to choose from: those of the member's tokens (one page of up to 100, fetched in parallel).
  const known = useQuery(
    memberTokensQuery(communityId, idOrAddress, { page: 1, perPage: 100, collection: [] }),
  );
  const collections = new Map<string, string>();
  for (const t of known.data?.results ?? []) {
    if (t.contract) collections.set(t.contract.toLowerCase(), t.collectionName ?? shortenAddress(t.contract));
  }

  const urlBlock = list.filters.block ?? '';
  const [blockInput, setBlockInput] = useState(urlBlock);
  const [blockError, setBlockError] = useState<string>();
  // Back and forward change the URL under the input: follow it (state adjusted while rendering).
  const [shownBlock, setShownBlock] = useState(urlBlock);
  if (shownBlock !== urlBlock) {
    setShownBlock(urlBlock);
    setBlockInput(urlBlock);
    setBlockError(undefined);
  }
  const applyBlock = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = blockInput.trim();
    const error = value ? blockNumberError(value) : undefined;
    if (error) return setBlockError(error);
    setBlockError(undefined);
    // What the URL is about to hold: a back press that comes before the page has rendered this
    // URL must still find the input out of step with the URL it returns to, and reset it.
    setShownBlock(value);
    list.setFilter('block', value || undefined);
  };

  return (
    <section aria-labelledby="tokens-title" className="flex flex-col gap-3">
      <h2 id="tokens-title" className="text-lg font-semibold">
        Tokens
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Collection">
          <NativeSelect
            value=""
            onChange={(e) => e.target.value && list.setFilter('collection', [...collection, e.target.value])}
            wrapperClassName="w-60"
          >
            <option value="">{collection.length ? 'Add another collection…' : 'All collections'}</option>
            {[...collections]
              .filter(([address]) => !collection.includes(address))
              .map(([address, name]) => (
                <option key={address} value={address}>
                  {name}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <form onSubmit={applyBlock} className="flex items-end gap-2" noValidate>
          <Field label="Owned at block" error={blockError}>
            <Input
              inputMode="numeric"
              value={blockInput}
              onChange={(e) => setBlockInput(e.target.value)}
              placeholder="Latest"
              className="w-40 font-mono"
            />
          </Field>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </form>
      </div>
      {(collection.length > 0 || blockNumber !== undefined) && (
        <ul className="flex flex-wrap gap-2" aria-label="Active filters">
          {collection.map((address) => (
            <li key={address}>
              <Button
                variant="secondary"
                size="sm"
                // Named with the words it shows: a collection not in the list by its short address.
                aria-label={`Remove collection filter ${collections.get(address) ?? shortenAddress(address)}`}
                title={collections.has(address) ? undefined : address}
                onClick={() =>
                  list.setFilter(
                    'collection',
                    collection.filter((c) => c !== address),
                  )
                }
              >
                {collections.get(address) ?? shortenAddress(address)}
                <X aria-hidden className="size-3.5" />
              </Button>
            </li>
          ))}
          {blockNumber !== undefined && (
            <li>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Block ${String(blockNumber)}: remove this filter`}
                onClick={() => {
                  setBlockInput('');
                  list.setFilter('block', undefined);
                }}
              >
                Block {blockNumber}
                <X aria-hidden className="size-3.5" />
              </Button>
            </li>
          )}
        </ul>
      )}
      <DataTable
        label="Tokens"
        columns={columns}
        query={query}
        getRowId={(t) => t.id}
        // The sort is no filter: an empty list under a sort is the member's whole list.
        hasFilters={collection.length > 0 || (list.filters.block ?? '') !== ''}
        onClearFilters={() => {
          setBlockInput('');
          list.clearFilters();
        }}
        empty={
          <EmptyState
            icon={Coins}
            title="No tokens"
            description="This member holds no tokens that the service tracks."
          />
        }
        paging={list}
        sorting={sorting}
        notice={<SortNotice status={status} noun="tokens" />}
      />
    </section>
  );
}
