#!/usr/bin/env node
/**
 * About 180 API calls (reads of every community's members, tokens, tags, badges, rewards and
 * attributions; writes and refusals over members, bulk add, tags, badges, attributions, rewards,
 * webhooks and files) against a base URL, for an independent validating proxy to check what the
 * sandbox answers (docs/contract-checks.md):
 *
 *   node scripts/contract-sweep.mjs http://127.0.0.1:4120 e2e-live-key
 *
 * Prints how many calls were made and the statuses they got; the proxy's log holds the verdict.
 */
const [base, apiKey] = process.argv.slice(2);
if (!base || !apiKey) {
  console.error('usage: node scripts/contract-sweep.mjs <base URL of the API> <API key>');
  process.exit(2);
}

let calls = 0;
const statuses = {};

async function call(method, path, body, headers = {}) {
  calls += 1;
  const response = await fetch(base + path, {
    method,
    headers: {
      'x-api-key': apiKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  const text = await response.text();
  try {
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: response.status, json: undefined };
  }
}

const WALLETS = [
  '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
];
const [ada] = WALLETS;

// Reads over the seed.
const { json: communities } = await call('GET', '/community?perPage=100');
for (const community of communities.results) {
  const c = `/community/${community.id}`;
  await call('GET', c);
  const { json: members } = await call('GET', `${c}/member?perPage=3`);
  for (const member of members.results) {
    await call('GET', `${c}/member/${member.id}`);
    await call('GET', `${c}/member/${member.id}/tokens?perPage=3`);
    await call('GET', `${c}/member/${member.id}/badges?perPage=3`);
  }
  const { json: tags } = await call('GET', `${c}/tag?perPage=3`);
  for (const tag of tags.results) {
    await call('GET', `${c}/tag/${tag.id}`);
    await call('GET', `${c}/tag/${tag.id}/member?perPage=3`);
  }
  const { json: badges } = await call('GET', `${c}/badge?perPage=3`);
  for (const badge of badges.results) {
    const b = `${c}/badge/${badge.id}`;
    await call('GET', b);
    await call('GET', `${b}/reward`);
    const { json: attributions } = await call('GET', `${b}/attribution?perPage=3`);
    for (const attribution of attributions.results) await call('GET', `${b}/attribution/${attribution.id}`);
    await call('GET', `${b}/leaderboard?metric=score&metricDirection=DESC`);
  }
}

// Writes, records made at run time, and refusals.
const c = `/community/${communities.results[0].id}`;
await call('POST', `${c}/member`, { wallet: ada });
await call('POST', `${c}/member`, { wallet: ada }); // already a member
await call('POST', `${c}/member`, { wallet: '0x12' }); // not an address
await call('POST', `${c}/member/bulk`, { wallets: WALLETS });

const { json: tag } = await call('POST', `${c}/tag`, { name: `Sweep ${Date.now()}` });
await call('POST', `${c}/tag/${tag.id}/member`, { members: [ada] });
const { json: tagged } = await call('GET', `${c}/tag/${tag.id}/member`);
await call('DELETE', `${c}/tag/${tag.id}/member/${tagged.results[0].id}`);
await call('DELETE', `${c}/tag/${tag.id}`);
await call('GET', `${c}/tag/${tag.id}`); // gone

// A badge created without chain or contract, as the attribution pages will show it.
const { json: badge } = await call('POST', `${c}/badge`, {
  title: 'Sweep',
  description: 'Made by the contract sweep',
  image: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  type: 'achievement',
  claimEndDate: '2031-01-01T00:00:00Z',
  maxClaims: 10,
  tags: [],
  author: { name: 'Sweep', uri: 'https://sweep.example' },
});
const b = `${c}/badge/${badge.id}`;
await call('POST', `${b}/attribution`, { wallet: ada }); // not live yet
await call('PATCH', b, { status: 'live' });
const { json: attribution } = await call('POST', `${b}/attribution`, {
  wallet: ada,
  metadata: { score: 3, quest: 'sweep' },
});
await call('POST', `${b}/attribution`, { wallet: ada }); // awarded twice
await call('GET', `${b}/attribution/${attribution.id}`);
await call('PATCH', `${b}/attribution?conditionKey=score&condition=gt`, {
  wallet: ada,
  metadata: { score: 9 },
});
await call('GET', `${b}/attribution/metadata?key=quest&value=sweep`);
await call('GET', `${b}/attribution/metadata?key=quest&value=none`); // no match
await call('GET', `${b}/code`);
await call('GET', `/badges/${badge.id}/attribution`);
const { status: rewardStatus, json: reward } = await call('POST', `${b}/reward`, {
  name: 'Gas',
  image: 'https://img.sandbox.badge-console.test/rewards/gas.svg',
  provider: 'Vault',
  type: 'native',
  status: 'open',
  vaultId: 'vault-1',
  contract: '0x0000000000000000000000000000000000000000',
  chainId: '1',
  amount: ['0.01'],
  description: 'Refunds the claim gas',
  endDate: '2031-01-01T00:00:00Z',
  maxSpend: 5,
});
if (rewardStatus === 201) {
  await call('GET', `${b}/reward/${reward.id}`);
  await call('PATCH', `${b}/reward/${reward.id}`, { maxSpend: 6 });
  await call('DELETE', `${b}/reward/${reward.id}`);
}
await call('DELETE', b);

const { json: hook } = await call('POST', '/webhooks', {
  events: ['account.created'],
  callbackUrl: 'https://hooks.sweep.example/in',
});
await call('PATCH', `/webhooks/${hook.id}`, {
  events: ['account.created'],
  callbackUrl: 'https://hooks.sweep.example/v2',
});
await call('GET', '/webhooks');
await call('GET', '/badges');
await call('GET', '/community', undefined, { 'x-api-key': 'not-the-key' }); // refused key
await call('POST', `${c}/file`, { name: 'sweep.png' });

console.log(JSON.stringify({ calls, statuses }));
