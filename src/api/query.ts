import {
  queryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from './errors';

/*
 * Every failed request leaves the client as an ApiError (the error interceptor in client.ts turns
 * HTTP errors, network failures and contract mismatches into one). The generated query and mutation
 * options type the error as the body the server sent instead, so each read and write is passed
 * through these two adapters once, in its feature's api.ts; pages, tables and forms then receive
 * `ApiError`, the same type that is registered as TanStack Query's default error below.
 */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: ApiQueryMeta;
  }
}

/** What a read may tell the global error policy (`src/app/query-client.ts`) through its `meta`. */
export type ApiQueryMeta = {
  /**
   * The page explains a 401 itself, so the connection screen does not take over: for a read whose
   * credential is not the API key (the account avatars' bearer token), a refusal says nothing about
   * the connection as a whole.
   */
  showsUnauthorized?: boolean;
  /** The caller shows a failure itself (an edit form's check before saving): no "could not refresh" toast. */
  callerShowsError?: boolean;
};

interface GeneratedQuery<TData, TKey extends QueryKey> {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | symbol;
}

/** A generated `…Options()` read, typed with the error it really fails with. */
export function apiQuery<TData, TKey extends QueryKey>(options: GeneratedQuery<TData, TKey>) {
  const { queryKey, queryFn } = options;
  return queryOptions<TData, ApiError, TData, TKey>({
    queryKey,
    queryFn: typeof queryFn === 'function' ? queryFn : undefined,
  });
}

/**
 * A read sent now whatever the cache holds (which then holds its answer), tried once and failing to
 * the caller: an edit form's check, just before it saves, that its record did not change meanwhile.
 */
export function readFresh<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: { queryKey: TKey; queryFn?: QueryFunction<TData, TKey> | undefined },
): Promise<TData> {
  return queryClient.query<TData, ApiError, TData, TData, TKey>({
    queryKey,
    ...(queryFn ? { queryFn } : {}),
    staleTime: 0,
    retry: false,
    meta: { callerShowsError: true },
  });
}

/** A generated `…Mutation()` write, typed with the error it really fails with. */
export function apiMutation<TData, TVariables>(
  options: Pick<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'>,
): UseMutationOptions<TData, ApiError, TVariables> {
  return { mutationFn: options.mutationFn };
}
