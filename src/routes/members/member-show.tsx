import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { ErrorState } from '../../components/feedback/error-state';
import { Address } from '../../components/ui/address';
import { Avatar } from '../../components/ui/avatar';
import { Fact } from '../../components/ui/fact';
import { Card, CardContent } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { memberQuery } from '../../features/members/api';
import { shortenAddress } from '../../lib/format';
import { MemberBadges } from './member-badges';
import { MemberTokens } from './member-tokens';

export function MemberShow() {
  const { communityId = '', idOrAddress = '' } = useParams();
  const query = useQuery(memberQuery(communityId, idOrAddress));

  if (query.error) {
    if (isApiError(query.error) && [403, 404].includes(query.error.status)) throw query.error;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const m = query.data;
  const title = m ? (m.ensName ?? shortenAddress(m.wallet ?? m.id)) : undefined;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar
          src={m?.avatar?.image}
          alt={m?.avatar?.name ? `Avatar: ${m.avatar.name}` : ''}
          size={72}
          fallback={title ?? '?'}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold">{title ?? <Skeleton className="h-8 w-48" />}</h1>
          {m?.wallet && <Address address={m.wallet} />}
        </div>
        {m?.role && <StatusPill status={m.role} />}
      </header>
      <Card>
        <CardContent className="pt-5">
          {m ? (
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
              <Fact label="Avatar">
                {m.avatar
                  ? `${m.avatar.name ?? `Token #${m.avatar.tokenId ?? '?'}`} (chain ${m.avatar.chainId ?? '?'})`
                  : 'None'}
              </Fact>
            </dl>
          ) : (
            <div className="grid gap-4 sm:grid-cols-4" aria-hidden>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="h-9" />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      <MemberTokens communityId={communityId} idOrAddress={idOrAddress} />
      <MemberBadges communityId={communityId} idOrAddress={idOrAddress} />
    </div>
  );
}
