import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { memberOrNoneQuery, memberTokensQuery } from '../../api/resources/members';
import { eachBounded, MEMBER_CHECK_TOP, type MemberFacts } from './member-checks';

/** Wallets read at once: a few, so a check of 100 wallets never floods the service. */
export const MEMBER_CHECK_CONCURRENCY = 4;

export interface MemberChecksState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'failed';
  /** Wallets read so far, of `total`. */
  done: number;
  total: number;
  /** What the reads said, by entry key (kept when cancelled: what was read stays read). */
  checked: ReadonlyMap<string, MemberFacts>;
  error: Error | null;
}

const IDLE: MemberChecksState = { status: 'idle', done: 0, total: 0, checked: new Map(), error: null };

/**
 * The member checks of a board's top entries, on request: each wallet's member and token count,
 * read through the members' cached reads, a few at a time, with progress and cancel. Forgotten
 * when the community changes.
 */
export function useMemberChecks(communityId: string) {
  const queryClient = useQueryClient();
  // Kept with the community it was made for: another community's checks read as not started.
  const [kept, setState] = useState<MemberChecksState & { communityId?: string }>(IDLE);
  const running = useRef<AbortController | null>(null);
  const state: MemberChecksState = kept.communityId === communityId ? kept : IDLE;

  // Leaving the page, or another community, stops the reads under way.
  useEffect(() => () => running.current?.abort(), [communityId]);

  const start = useCallback(
    (entries: readonly { key: string; wallet: string }[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const top = entries.slice(0, MEMBER_CHECK_TOP);
      const checked = new Map<string, MemberFacts>();
      setState({ communityId, status: 'running', done: 0, total: top.length, checked, error: null });
      const readOne = async (entry: { key: string; wallet: string }) => {
        const member = await queryClient.query(memberOrNoneQuery(communityId, entry.wallet));
        const tokens =
          member === null
            ? null
            : (
                await queryClient.query(
                  memberTokensQuery(communityId, entry.wallet, { page: 1, perPage: 1, collection: [] }),
                )
              ).total;
        if (controller.signal.aborted) return;
        checked.set(entry.key, { member: member && { createdAt: member.createdAt ?? null }, tokens });
        setState((s) => ({ ...s, done: checked.size, checked: new Map(checked) }));
      };
      eachBounded(top, MEMBER_CHECK_CONCURRENCY, controller.signal, readOne).then(
        () =>
          !controller.signal.aborted &&
          setState((s) => ({ ...s, status: 'done', checked: new Map(checked) })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controller.abort();
          setState((s) => ({
            ...s,
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          }));
        },
      );
    },
    [queryClient, communityId],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled' } : s));
  }, []);

  return { state, start, cancel };
}
