import { readAddress, toChecksumAddress } from './address';
import { badRequest } from './errors';
import { resolveTags, toTagRef } from './lookup';
import type { Store } from './store';
import {
  BADGE_STATUSES,
  BADGE_TYPES,
  type Author,
  type BadgeStatus,
  type BadgeType,
  type TagRef,
} from './types';
import {
  asBody,
  isMissing,
  isRecord,
  readChainId,
  readEnum,
  readFutureDate,
  readPositiveInt,
  readString,
  readUrl,
  type Body,
} from './validate';

/** Badge body validation, shared by create and update (docs/api-behaviour.md, Badge lifecycle). */

export interface BadgeFields {
  title: string;
  description: string;
  image: string;
  type: BadgeType;
  claimEndDate: string;
  maxClaims: number;
  tags: TagRef[];
  author: Author;
  chainId: string | null;
}

type FieldReaders = { [K in keyof BadgeFields]: (value: unknown) => BadgeFields[K] };

function readAuthor(value: unknown): Author {
  if (!isRecord(value)) throw badRequest('author must be an object with name and uri', 'author');
  return {
    name: readString(value.name, 'author.name', 100),
    uri: readUrl(value.uri, 'author.uri', ['https:', 'http:']),
  };
}

function readers(store: Store, communityId: string): FieldReaders {
  return {
    title: (v) => readString(v, 'title', 100),
    description: (v) => readString(v, 'description', 2000),
    // The service serves badge art from its CDN (https) or from IPFS.
    image: (v) => readUrl(v, 'image', ['https:', 'ipfs:']),
    type: (v) => readEnum(v, 'type', BADGE_TYPES),
    claimEndDate: (v) => readFutureDate(v, 'claimEndDate', store.nowMs()),
    maxClaims: (v) => readPositiveInt(v, 'maxClaims'),
    tags: (v) => resolveTags(store, communityId, v, 'tags').map(toTagRef),
    author: readAuthor,
    chainId: (v) => (isMissing(v) ? null : readChainId(v)),
  };
}

const REQUIRED = [
  'title',
  'image',
  'type',
  'description',
  'claimEndDate',
  'maxClaims',
  'tags',
  'author',
] as const;

function readField<K extends keyof BadgeFields>(r: FieldReaders, body: Body, key: K): BadgeFields[K] {
  return r[key](body[key]);
}

export type BadgePatch = Partial<BadgeFields> & { status?: BadgeStatus };

/** Create body: the required fields, optional chainId and contract. `status` is ignored (starts approved). */
export function parseBadgeCreate(
  store: Store,
  communityId: string,
  raw: unknown,
): BadgeFields & { contract: string | null } {
  const body = asBody(raw);
  const r = readers(store, communityId);
  const fields: BadgeFields = {
    title: readField(r, body, 'title'),
    image: readField(r, body, 'image'),
    type: readField(r, body, 'type'),
    description: readField(r, body, 'description'),
    claimEndDate: readField(r, body, 'claimEndDate'),
    maxClaims: readField(r, body, 'maxClaims'),
    tags: readField(r, body, 'tags'),
    author: readField(r, body, 'author'),
    chainId: readField(r, body, 'chainId'),
  };
  const contract = isMissing(body.contract)
    ? null
    : toChecksumAddress(readAddress(body.contract, 'contract'));
  return { ...fields, contract };
}

/** Update body: every field optional and checked as on create; `contract` is refused (create only). */
export function parseBadgeUpdate(store: Store, communityId: string, raw: unknown): BadgePatch {
  const body = asBody(raw);
  if (body.contract !== undefined) throw badRequest('contract cannot be changed after creation', 'contract');
  const r = readers(store, communityId);
  const out: BadgePatch = {};
  for (const key of [...REQUIRED, 'chainId'] as const) {
    if (body[key] !== undefined) Object.assign(out, { [key]: r[key](body[key]) });
  }
  if (body.status !== undefined) out.status = readEnum(body.status, 'status', BADGE_STATUSES);
  return out;
}
