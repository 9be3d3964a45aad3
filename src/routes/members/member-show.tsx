import { Link, useParams } from 'react-router';
import type { Member } from '../../api/types';
import { QueryState } from '../../components/feedback/query-state';
import { Address } from '../../components/ui/address';
import { Avatar } from '../../components/ui/avatar';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Fact } from '../../components/ui/fact';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { useMemberWithPlaceholder } from '../../features/members/api';
import { chainName } from '../../lib/chains';
import { shortenAddress } from '../../lib/format';
import { MemberBadges } from './member-badges';
import { MemberTags } from './member-tags';
import { MemberTokens } from './member-tokens';

export function MemberShow() {
  const { communityId = '', idOrAddress = '' } = useParams();
  const query = useMemberWithPlaceholder(communityId, idOrAddress);

  return (
    <div className="flex flex-col gap-8">
      <QueryState query={query} loading={<MemberSkeleton />}>
        {(m) => <MemberSummary member={m} />}
      </QueryState>
      {query.data && <MemberTags communityId={communityId} member={query.data} />}
      {/* Beside the member, not after it: tokens and badges load in parallel with the member. */}
      <MemberTokens communityId={communityId} idOrAddress={idOrAddress} />
      <MemberBadges communityId={communityId} idOrAddress={idOrAddress} />
    </div>
  );
}

function MemberSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-[72px] rounded-full" />
        <h1>
          <Skeleton className="h-8 w-48" />
        </h1>
      </div>
      <Skeleton className="h-32" />
    </div>
  );
}

/** The member's avatar token by name, with its chain by name: "Noun 12 (Ethereum)". */
function avatarText(avatar: NonNullable<Member['avatar']>): string {
  const name = avatar.name ?? `Token #${avatar.tokenId ?? '?'}`;
  const chain = chainName(avatar.chainId);
  return chain ? `${name} (${chain})` : name;
}

function MemberSummary({ member: m }: { member: Member }) {
  const { communityId = '' } = useParams();
  const title = m.ensName ?? shortenAddress(m.wallet ?? m.id);
  return (
    <>
      <header className="flex flex-wrap items-center gap-4">
        <Avatar
          src={m.avatar?.image}
          alt={m.avatar?.name ? `Avatar: ${m.avatar.name}` : ''}
          size={72}
          fallback={title}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {m.wallet && <Address address={m.wallet} />}
        </div>
        {m.role && <StatusPill status={m.role} />}
        <Link
          to={paths.eligibility(communityId, { wallet: m.wallet ?? m.id })}
          className={buttonVariants({ variant: 'secondary', className: 'sm:ml-auto' })}
        >
          Check eligibility
        </Link>
      </header>
      <Card>
        <CardContent className="pt-5">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="Member ID">
              <span className="font-mono text-xs">{m.id}</span>
            </Fact>
            <Fact label="ENS name">{m.ensName}</Fact>
            <Fact label="Role">{m.role}</Fact>
            <Fact label="Added by">{m.addMethod}</Fact>
            <Fact label="Joined">
              <DateTime value={m.createdAt} />
            </Fact>
            <Fact label="Confirmed">{m.confirmedAt ? <DateTime value={m.confirmedAt} /> : 'Not yet'}</Fact>
            <Fact label="Updated">
              <DateTime value={m.updatedAt} />
            </Fact>
            <Fact label="Avatar">{m.avatar ? avatarText(m.avatar) : 'None'}</Fact>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
