import { useQueryClient } from '@tanstack/react-query';
import { Search, UserPlus } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { memberQuery } from '../../api/resources/members';
import { Button, buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { readMemberRef } from '../../lib/member-ref';

type Outcome =
  | { kind: 'not-a-member'; wallet: string }
  | { kind: 'no-such-id'; id: string }
  | { kind: 'failed'; message: string };

/**
 * Finds one member by wallet (any case) or member id, the way the service reads a member, and
 * opens their page. A wallet that is not a member can be added from the answer.
 */
export function MemberSearch({ communityId }: { communityId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState(false);

  async function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(undefined);
    const ref = readMemberRef(value);
    if (ref.kind === 'invalid') {
      setError(ref.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const member = await queryClient.query(memberQuery(communityId, ref.value));
      void navigate(paths.member(communityId, member.id));
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

  return (
    <div className="flex min-w-0 flex-[1_1_22rem] flex-col gap-2">
      <form role="search" onSubmit={(e) => void find(e)} noValidate className="flex items-start gap-2">
        <Field label="Find a member" error={error} className="min-w-0 flex-1">
          <Input
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            placeholder="Wallet address or member ID"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Button type="submit" variant="secondary" pending={pending} className="mt-6">
          <Search aria-hidden className="size-4" />
          Find
        </Button>
      </form>
      <SearchOutcome communityId={communityId} outcome={outcome} />
    </div>
  );
}

function SearchOutcome({ communityId, outcome }: { communityId: string; outcome: Outcome | undefined }) {
  return (
    <div role="status" className="text-sm empty:hidden">
      {outcome?.kind === 'not-a-member' && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2">
          <p className="min-w-0 flex-1">
            <span className="font-mono break-all">{outcome.wallet}</span> is not a member of this community.
          </p>
          <Link
            to={`${paths.memberNew(communityId)}?wallet=${encodeURIComponent(outcome.wallet)}`}
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <UserPlus aria-hidden className="size-4" />
            Add as member
          </Link>
        </div>
      )}
      {outcome?.kind === 'no-such-id' && (
        <p className="rounded-lg border border-border bg-muted/40 px-3 py-2">
          No member of this community has the ID <span className="font-mono break-all">{outcome.id}</span>.
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="rounded-lg border border-danger-fg/30 bg-danger-bg px-3 py-2 text-danger-fg">
          The search failed: {outcome.message}
        </p>
      )}
    </div>
  );
}
