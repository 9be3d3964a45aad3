import { toChecksumAddress } from './address';
import { badRequest } from './errors';
import { requireCommunity } from './lookup';
import { hash128, hex8, randomHex } from './random';
import { requireVault } from './rewards';
import type { Store } from './store';
import { declareTable } from './store-table';
import type { IsoDate } from './types';
import { asBody, isMissing, readChainId, readDate, readMetadata, readString, readUrl } from './validate';

/**
 * Payment intents: the community asks a member to pay `value` of a token on a chain; the answer is
 * what the member's wallet signs and sends to the chain's payment router. Like rewards, payments need
 * a vault for the chain.
 */

/** Answer of a payment intent: what the payer's wallet signs and sends. */
export interface PaymentIntent {
  chainId: string;
  paymentRouterAddress: string;
  expiresAt: IsoDate;
  onchain: {
    /** Token contract; the zero address for the chain's native coin. */
    token: string;
    /** Amount in the token's smallest unit. */
    value: string;
    paymentId: string;
    /** `expiresAt` in Unix seconds. */
    deadline: string;
    signature: string;
  };
}

/** The answer plus what was asked, so the sandbox can show its payment intents. */
export interface StoredPaymentIntent extends PaymentIntent {
  id: string;
  communityId: string;
  value: string;
  tokenSymbol: string | null;
  callBackUrl: string | null;
  metadata: Record<string, unknown>;
  createdAt: IsoDate;
}

declare module './stored' {
  interface StoreData {
    paymentIntents?: StoredPaymentIntent[];
  }
}

/** The seed has none: a payment intent is asked for, never listed. */
export const paymentIntentTable = declareTable({ name: 'paymentIntents', empty: () => [] });

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Stablecoins count in millionths; every other token (and the native coin) in 18 decimals. */
const SIX_DECIMALS = new Set(['USDC', 'USDT']);
const NATIVE_SYMBOLS = new Set(['ETH', 'POL', 'MATIC']);
const DEFAULT_LIFETIME_MS = 24 * 3_600_000;

/** Made-up addresses derived from a key, so no real contract is implied. */
function derivedAddress(key: string): string {
  const [a, b, c, d] = hash128(key);
  const [e] = hash128(`${key}:tail`);
  return toChecksumAddress(`0x${hex8(a)}${hex8(b)}${hex8(c)}${hex8(d)}${hex8(e)}`);
}

function readSymbol(value: unknown): string | null {
  if (isMissing(value)) return null;
  const symbol = readString(value, 'tokenSymbol', 11);
  if (!/^[A-Za-z0-9]+$/.test(symbol)) {
    throw badRequest('tokenSymbol must contain only letters and digits', 'tokenSymbol');
  }
  return symbol.toUpperCase();
}

/** `value` is a decimal string in whole tokens ("100", "0.25"); returned in the smallest unit. */
export function toBaseUnits(value: unknown, decimals: number, symbol: string): string {
  if (isMissing(value) || value === '') throw badRequest('value should not be empty', 'value');
  if (typeof value !== 'string') throw badRequest('value must be a string', 'value');
  const match = /^(\d{1,30})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw badRequest('value must be a string of a positive number, e.g. "100" or "0.5"', 'value');
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    throw badRequest(`value has more than ${decimals} decimal places, the precision of ${symbol}`, 'value');
  }
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units <= 0n)
    throw badRequest('value must be a string of a positive number, e.g. "100" or "0.5"', 'value');
  return units.toString();
}

function readExpiresAt(value: unknown, nowMs: number): string {
  if (isMissing(value)) return new Date(nowMs + DEFAULT_LIFETIME_MS).toISOString();
  const iso = readDate(value, 'expiresAt');
  if (Date.parse(iso) <= nowMs) throw badRequest('expiresAt must be a date in the future', 'expiresAt');
  return iso;
}

function toPublicPaymentIntent(p: StoredPaymentIntent): PaymentIntent {
  return {
    chainId: p.chainId,
    paymentRouterAddress: p.paymentRouterAddress,
    expiresAt: p.expiresAt,
    onchain: { ...p.onchain },
  };
}

export function createPaymentIntent(
  store: Store,
  args: { communityId: string; body: unknown },
): PaymentIntent {
  requireCommunity(store, args.communityId);
  const body = asBody(args.body);
  // The token sets the precision `value` is read with, so it is read first.
  const tokenSymbol = readSymbol(body.tokenSymbol);
  const symbol = tokenSymbol ?? 'ETH';
  const value = toBaseUnits(body.value, SIX_DECIMALS.has(symbol) ? 6 : 18, symbol);
  const chainId = readChainId(body.chainId);
  const expiresAt = readExpiresAt(body.expiresAt, store.nowMs());
  const callBackUrl = isMissing(body.callBackUrl)
    ? null
    : readUrl(body.callBackUrl, 'callBackUrl', ['https:']);
  const metadata = isMissing(body.metadata) ? {} : readMetadata(body.metadata);
  requireVault(store, args.communityId, chainId);
  const intent: StoredPaymentIntent = {
    id: store.nextId(),
    communityId: args.communityId,
    chainId,
    paymentRouterAddress: derivedAddress(`payment-router:${chainId}`),
    expiresAt,
    onchain: {
      token: NATIVE_SYMBOLS.has(symbol) ? ZERO_ADDRESS : derivedAddress(`token:${chainId}:${symbol}`),
      value,
      paymentId: randomHex(() => store.random(), 4),
      deadline: String(Math.floor(Date.parse(expiresAt) / 1000)),
      signature: randomHex(() => store.random(), 65),
    },
    value: typeof body.value === 'string' ? body.value.trim() : '',
    tokenSymbol,
    callBackUrl,
    metadata,
    createdAt: store.now(),
  };
  paymentIntentTable.rows(store).push(intent);
  return toPublicPaymentIntent(intent);
}
