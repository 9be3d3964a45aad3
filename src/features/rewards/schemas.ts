import { z } from 'zod';
import type { Reward, RewardCreate, RewardUpdate } from '../../api/generated/types.gen';
import { ADDRESS_PROBLEM_MESSAGES, checkAddress, toChecksumAddress } from '../../lib/address';
import { chainIdError } from '../../lib/chains';
import { dateToLocalInput, futureLocalInputError, localInputToDate } from '../../lib/datetime-local';
import { checkedString } from '../../lib/form-checks';
import { imageUrlError } from '../../lib/images';

/** The values the service documents (docs/api-behaviour.md, Rewards); the form also takes others. */
export const PROVIDER_CHOICES = [
  { value: 'Thank APE', label: 'Thank APE' },
  { value: 'Vault', label: 'Vault' },
] as const;

export const TYPE_CHOICES = [
  { value: 'native', label: 'Native currency' },
  { value: 'erc20', label: 'ERC-20 token' },
  { value: 'erc721', label: 'ERC-721 NFT' },
  { value: 'erc1155', label: 'ERC-1155 token' },
  { value: 'points', label: 'Points' },
] as const;

export const STATUS_CHOICES = [
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
] as const;

/** A reward type in words ("ERC-20 token"); one the app does not know, as the service sends it. */
export function rewardTypeLabel(type: string | undefined): string | undefined {
  return TYPE_CHOICES.find((choice) => choice.value === type)?.label ?? type;
}

/** A documented value or one typed under "Other…": short plain text. */
function choiceError(value: string, what: string): string | undefined {
  const v = value.trim();
  if (!v) return `Choose the ${what}.`;
  return /^[\w][\w .-]{0,39}$/.test(v)
    ? undefined
    : `Enter the ${what}: letters, digits, spaces, . - or _, up to 40 characters.`;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** An amount as the service takes it: a positive decimal, written with digits and one point. */
export function amountError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter an amount.';
  if (!DECIMAL.test(v) || Number(v) <= 0) return 'Enter a positive decimal, e.g. 0.5 or 10.';
  return undefined;
}

function maxSpendError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the most this reward may spend in total.';
  const n = Number(v);
  if (!DECIMAL.test(v) || !Number.isFinite(n) || n <= 0) return 'Enter a positive number, e.g. 100.';
  return undefined;
}

function contractError(value: string): string | undefined {
  const check = checkAddress(value);
  if (check.ok) return undefined;
  if (check.problem === 'empty') return 'Enter the contract address.';
  if (check.problem === 'shape') return 'Enter a contract address: 0x and 40 hexadecimal characters.';
  return ADDRESS_PROBLEM_MESSAGES.checksum;
}

/** `kept`: the stored end date as the form shows it, which an edit may leave as it is (it is not sent). */
function endDateError(value: string, kept: string | undefined): string | undefined {
  if (kept && value === kept) return undefined;
  return futureLocalInputError(value, {
    empty: 'Choose when the reward ends.',
    past: 'The end date must be in the future: a reward that has ended pays nothing.',
  });
}

/**
 * Each payment is one of the amounts: a max spend below the largest could never pay it (the
 * service takes such a reward and it fails on its first payment). Undefined while either is not a
 * number yet, since their own fields say so.
 */
export function maxSpendCoverError(maxSpend: string, amounts: readonly string[]): string | undefined {
  if (maxSpendError(maxSpend) || amounts.some((a) => amountError(a))) return undefined;
  const most = Math.max(...amounts.map(Number));
  const total = Number(maxSpend.trim());
  if (total >= most) return undefined;
  const [spend, payment] = [decimalText(total), decimalText(most)];
  return `A max spend of ${spend} cannot cover one payment of ${payment}: make it at least ${payment}, or lower the amount.`;
}

const rewardFields = (keptEndDate?: string) => ({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name under 100 characters.'),
  description: z.string().trim().min(1, 'Describe the reward.').max(2000, 'Keep it under 2,000 characters.'),
  image: checkedString(imageUrlError),
  provider: checkedString((v) => choiceError(v, 'provider')),
  type: checkedString((v) => choiceError(v, 'type')),
  status: checkedString((v) => choiceError(v, 'status')),
  chainId: checkedString((v) => (v.trim() ? chainIdError(v) : 'Choose the chain the reward is paid on.')),
  vaultId: z
    .string()
    .trim()
    .min(1, "Enter the vault's ID, as the service's dashboard shows it.")
    .max(100, 'Keep the vault ID under 100 characters.'),
  contract: checkedString(contractError),
  amounts: z.array(z.object({ value: checkedString(amountError) })).min(1, 'Add at least one amount.'),
  maxSpend: checkedString(maxSpendError),
  endDate: checkedString((v) => endDateError(v, keptEndDate)),
});

function rewardSchema(keptEndDate?: string) {
  return z.object(rewardFields(keptEndDate)).superRefine((values, ctx) => {
    const message = maxSpendCoverError(
      values.maxSpend,
      values.amounts.map((a) => a.value),
    );
    if (message) ctx.addIssue({ code: 'custom', path: ['maxSpend'], message });
  });
}

/** The rules of a new reward. */
export const rewardFormSchema = rewardSchema();

/** The rules of an edit: the same, except that a stored end date that has passed may stay. */
export function rewardEditSchema(reward: Reward) {
  return rewardSchema(dateToLocalInput(reward.endDate));
}

export type RewardFormValues = z.infer<typeof rewardFormSchema>;

/** A number as plain decimal digits (no exponent, no grouping), so a stored 1e-7 edits as 0.0000001. */
export function decimalText(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return '';
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

export function rewardFormDefaults(reward?: Reward): RewardFormValues {
  return {
    name: reward?.name ?? '',
    description: reward?.description ?? '',
    image: reward?.image ?? '',
    provider: reward?.provider ?? '',
    type: reward?.type ?? '',
    status: reward?.status ?? 'open',
    chainId: reward?.chainId ?? '',
    vaultId: reward?.vaultId ?? '',
    contract: reward?.contract ?? '',
    amounts: (reward?.amount?.length ? reward.amount : [undefined]).map((n) => ({ value: decimalText(n) })),
    maxSpend: decimalText(reward?.maxSpend),
    endDate: dateToLocalInput(reward?.endDate),
  };
}

const toIso = (local: string) => localInputToDate(local)?.toISOString() ?? local;

/** Every field of the create body (the service requires all of them); amounts go as strings. */
export function toRewardCreate(values: RewardFormValues): RewardCreate {
  return {
    name: values.name.trim(),
    image: values.image.trim(),
    provider: values.provider.trim(),
    type: values.type.trim(),
    status: values.status.trim(),
    vaultId: values.vaultId.trim(),
    contract: toChecksumAddress(values.contract),
    chainId: values.chainId.trim(),
    amount: values.amounts.map((a) => a.value.trim()),
    description: values.description.trim(),
    endDate: toIso(values.endDate),
    maxSpend: Number(values.maxSpend.trim()),
  };
}

/**
 * The fields that changed, and only those: a chain left alone is not checked for a vault again,
 * and an end date left alone keeps its stored seconds (the form shows minutes).
 */
export function toRewardUpdate(values: RewardFormValues, reward: Reward): RewardUpdate {
  const before = rewardFormDefaults(reward);
  const after = toRewardCreate(values);
  const body: RewardUpdate = {};
  const text = ['name', 'image', 'provider', 'type', 'status', 'vaultId', 'chainId', 'description'] as const;
  for (const key of text) if (values[key].trim() !== before[key].trim()) body[key] = after[key];
  if (after.contract.toLowerCase() !== before.contract.trim().toLowerCase()) body.contract = after.contract;
  if (after.amount.join() !== before.amounts.map((a) => a.value).join()) body.amount = after.amount;
  if (values.maxSpend.trim() !== before.maxSpend) body.maxSpend = after.maxSpend;
  if (values.endDate !== before.endDate) body.endDate = after.endDate;
  return body;
}
