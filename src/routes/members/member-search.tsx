import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { memberQuery } from '../../api/resources/members';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import {
  findMemberByNameInList,
  looksLikeName,
  memberByNameInCache,
  type NameSearchResult,
} from '../../features/members/find-member-by-name';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import { useUrlState } from '../../hooks/use-url-state';
import { readMemberRef } from '../../lib/member-ref';
import { urlParam } from '../../lib/url-params';
import { urlSchema, withUrlState } from '../../lib/url-state';
import { SearchOutcome, type Outcome } from './member-search-outcome';

const NOT_A_REF = 'Enter a wallet address (0x and 40 hexadecimal characters), a member ID or an ENS name.';

/**
 * Finds one member by wallet (any case), member id or ENS name, and opens their page. Wallets and
 * ids are read as the service reads a member; a name, which the service cannot look up, is found
 * in the members already read or by reading the member list (with progress and a cancel), and the
 * toast says which. `?find=<name>` (from the command palette) starts a search on arrival.
 */
const findSearch = urlSchema({ find: urlParam.rawText() });

export function MemberSearch({ communityId }: { communityId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [{ find }] = useUrlState(findSearch);
  const { pathname, search: locationSearch } = useLocation();
  const [value, setValue] = useState(() => find ?? '');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);
  const scan = useCancellableTask<NameSearchResult>();

  const open = (memberId: string) => void navigate(paths.member(communityId, memberId));

  async function findByName(name: string) {
    const cached = memberByNameInCache(queryClient, communityId, name);
    if (cached) {
      toast.success(`${name}: found among the members already read, without asking the service`);
      open(cached.id);
      return;
    }
    const result = await scan.run((context) =>
      findMemberByNameInList(queryClient, communityId, name, context),
    );
    if (!result) return;
    if (!result.member) {
      setOutcome({ kind: 'no-such-name', name, pages: result.pages });
      return;
    }
    toast.success(
      `${name}: found by reading ${String(result.pagesRead)} of ${String(result.pages)} member ${
        result.pages === 1 ? 'page' : 'pages'
      } (the service has no look-up by name)`,
    );
    open(result.member.id);
  }

  async function findByRef(text: string) {
    const ref = readMemberRef(text);
    if (ref.kind === 'invalid') {
      setError(/^0x/i.test(text.trim()) ? ref.message : NOT_A_REF);
      return;
    }
    setPending(true);
    try {
      const member = await queryClient.query(memberQuery(communityId, ref.value));
      open(member.id);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404)
        setOutcome(
          ref.kind === 'wallet'
            ? { kind: 'not-a-member', wallet: ref.value }
            : { kind: 'no-such-id', id: ref.value },
        );
      else
        setOutcome({ kind: 'failed', message: failure instanceof Error ? failure.message : 'Unknown error' });
    } finally {
      setPending(false);
    }
  }

  function startSearch(text: string) {
    if (pending || scan.state.status === 'running') return;
    setOutcome(undefined);
    setError(undefined);
    scan.reset();
    if (looksLikeName(text)) void findByName(text.trim());
    else void findByRef(text);
  }

  // A name handed over in the URL is searched once, and taken out of the URL so that coming back
  // to this list does not search (and leave) again.
  const handedOver = useRef(find);
  const searchHandedOver = useEffectEvent(() => {
    const name = handedOver.current;
    if (!name) return;
    handedOver.current = undefined;
    const search = withUrlState(findSearch, locationSearch, { find: undefined }).toString();
    // The search waits for this navigation: a member found at once would open with a navigation
    // that interrupts it, and the entry would keep the name.
    void Promise.resolve(navigate({ pathname, search: search ? `?${search}` : '' }, { replace: true })).then(
      () => startSearch(name),
    );
  });
  useEffect(() => searchHandedOver(), []);

  return (
    <div className="flex min-w-0 flex-[1_1_22rem] flex-col gap-2">
      <form
        role="search"
        onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
          e.preventDefault();
          startSearch(value);
        }}
        noValidate
        className="flex items-start gap-2"
      >
        <Field label="Find a member" error={error} className="min-w-0 flex-1">
          <Input
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            placeholder="Wallet, member ID or ENS name"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          pending={pending || scan.state.status === 'running'}
          className="mt-6"
        >
          <Search aria-hidden className="size-4" />
          Find
        </Button>
      </form>
      <SearchOutcome communityId={communityId} outcome={outcome} scan={scan.state} onCancel={scan.cancel} />
    </div>
  );
}
