import type { Reward } from '../../api/types';
import { DateTime } from '../../components/ui/date-time';
import { ExplorerLink } from '../../components/ui/explorer-link';
import { Fact } from '../../components/ui/fact';
import { rewardTypeLabel } from '../../features/rewards/schemas';
import { chainLabel } from '../../lib/chains';
import { formatNumber } from '../../lib/format';

const decimal = (n: number) => formatNumber(n, { maximumFractionDigits: 18 });

/** Everything the service stores about a reward, chain by name, contract and transaction linked. */
export function RewardFacts({ reward }: { reward: Reward }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="Description">{reward.description}</Fact>
      <Fact label="Provider">{reward.provider}</Fact>
      <Fact label="Type">{rewardTypeLabel(reward.type)}</Fact>
      <Fact label="Chain">{chainLabel(reward.chainId)}</Fact>
      <Fact label="Vault ID">
        {reward.vaultId ? <span className="font-mono text-xs break-all">{reward.vaultId}</span> : null}
      </Fact>
      <Fact label="Contract">
        {reward.contract ? (
          <ExplorerLink chainId={reward.chainId} kind="address" value={reward.contract} />
        ) : null}
      </Fact>
      <Fact label="Amounts">{reward.amount?.length ? reward.amount.map(decimal).join(', ') : null}</Fact>
      <Fact label="Max spend">{reward.maxSpend === undefined ? null : decimal(reward.maxSpend)}</Fact>
      <Fact label="Ends">{reward.endDate ? <DateTime value={reward.endDate} absolute /> : null}</Fact>
      <Fact label="Sent">{reward.sentAt ? <DateTime value={reward.sentAt} /> : 'Not yet'}</Fact>
      <Fact label="Transaction">
        {reward.transactionHash ? (
          <ExplorerLink chainId={reward.chainId} kind="tx" value={reward.transactionHash} short />
        ) : (
          'None yet'
        )}
      </Fact>
      <Fact label="ID">
        <span className="font-mono text-xs">{reward.id}</span>
      </Fact>
    </dl>
  );
}
