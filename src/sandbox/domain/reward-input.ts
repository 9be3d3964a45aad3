import { readAddress, toChecksumAddress } from './address';
import { badRequest } from './errors';
import { REWARD_PROVIDERS, REWARD_STATUSES, REWARD_TYPES, type Reward } from './types';
import {
  asBody,
  readChainId,
  readDate,
  readEnum,
  readPositiveNumber,
  readString,
  readUrl,
  type Body,
} from './validate';

/** Reward body validation, all twelve fields on create (see docs/api-behaviour.md, Rewards). */

export type RewardFields = Pick<
  Reward,
  | 'name'
  | 'image'
  | 'provider'
  | 'type'
  | 'status'
  | 'vaultId'
  | 'contract'
  | 'chainId'
  | 'amount'
  | 'description'
  | 'endDate'
  | 'maxSpend'
>;

type Readers = { [K in keyof RewardFields]: (value: unknown) => RewardFields[K] };

/** Amounts are sent as strings of numbers, stored and returned as numbers (docs/api-behaviour.md). */
function readAmount(value: unknown): number[] {
  if (!Array.isArray(value)) throw badRequest('amount must be an array of number strings', 'amount');
  const items: unknown[] = value;
  if (items.length === 0) throw badRequest('amount should not be empty', 'amount');
  return items.map((item) => {
    // Strings only, as the contract types them: a number sent here would be refused by the service.
    const n = typeof item === 'string' && /^\d+(\.\d+)?$/.test(item.trim()) ? Number(item) : Number.NaN;
    if (!Number.isFinite(n) || n < 0) {
      throw badRequest('each value in amount must be a string of a non-negative number', 'amount');
    }
    return n;
  });
}

const READERS: Readers = {
  name: (v) => readString(v, 'name', 100),
  image: (v) => readUrl(v, 'image', ['https:', 'ipfs:']),
  provider: (v) => readEnum(v, 'provider', REWARD_PROVIDERS),
  type: (v) => readEnum(v, 'type', REWARD_TYPES),
  status: (v) => readEnum(v, 'status', REWARD_STATUSES),
  vaultId: (v) => readString(v, 'vaultId', 100),
  contract: (v) => toChecksumAddress(readAddress(v, 'contract')),
  chainId: (v) => readChainId(v),
  amount: readAmount,
  description: (v) => readString(v, 'description', 2000),
  endDate: (v) => readDate(v, 'endDate'),
  maxSpend: (v) => readPositiveNumber(v, 'maxSpend'),
};

const FIELDS = [
  'name',
  'image',
  'provider',
  'type',
  'status',
  'vaultId',
  'contract',
  'chainId',
  'amount',
  'description',
  'endDate',
  'maxSpend',
] as const satisfies readonly (keyof RewardFields)[];

function read<K extends keyof RewardFields>(body: Body, key: K): RewardFields[K] {
  return READERS[key](body[key]);
}

export function parseRewardCreate(raw: unknown): RewardFields {
  const body = asBody(raw);
  return {
    name: read(body, 'name'),
    image: read(body, 'image'),
    provider: read(body, 'provider'),
    type: read(body, 'type'),
    status: read(body, 'status'),
    vaultId: read(body, 'vaultId'),
    contract: read(body, 'contract'),
    chainId: read(body, 'chainId'),
    amount: read(body, 'amount'),
    description: read(body, 'description'),
    endDate: read(body, 'endDate'),
    maxSpend: read(body, 'maxSpend'),
  };
}

export function parseRewardUpdate(raw: unknown): Partial<RewardFields> {
  const body = asBody(raw);
  const out: Partial<RewardFields> = {};
  for (const key of FIELDS) {
    if (body[key] !== undefined) Object.assign(out, { [key]: READERS[key](body[key]) });
  }
  return out;
}
