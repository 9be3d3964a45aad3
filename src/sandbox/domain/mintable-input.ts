import { badRequest } from './errors';
import { MINTABLE_TYPES, type Mintable, type MintableModels, type MintableTrait } from './types';
import {
  asBody,
  isMissing,
  isRecord,
  readDate,
  readEnum,
  readPositiveInt,
  readString,
  readUrl,
} from './validate';

/** Mintable create body: six fields required, the rest optional. */

export type MintableFields = Omit<Mintable, 'id' | 'collectionId' | 'createdAt'>;

const URL_PROTOCOLS = ['https:', 'ipfs:'] as const;
const MODEL_KEYS = ['mml', 'threejs', 'unity', 'unreal'] as const;
const MAX_TRAITS = 50;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function traitText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    throw badRequest(`each value in traits must have a ${field} of 1 to 100 characters`, 'traits');
  }
  return value.trim();
}

/** Strings, or `{trait_type, value}` objects as in the docs' example; each kept in the form sent. */
function readTraits(value: unknown): MintableTrait[] {
  if (!Array.isArray(value)) throw badRequest('traits must be an array', 'traits');
  const items: unknown[] = value;
  if (items.length > MAX_TRAITS) {
    throw badRequest(`traits must contain no more than ${MAX_TRAITS} elements`, 'traits');
  }
  return items.map((item): MintableTrait => {
    if (typeof item === 'string') return traitText(item, 'name');
    if (isRecord(item)) {
      return { trait_type: traitText(item.trait_type, 'trait_type'), value: traitText(item.value, 'value') };
    }
    throw badRequest(
      'each value in traits must be a string or an object with trait_type and value',
      'traits',
    );
  });
}

function readModels(value: unknown): MintableModels {
  if (!isRecord(value)) throw badRequest('models must be an object', 'models');
  const out: MintableModels = {};
  for (const key of MODEL_KEYS) {
    if (!isMissing(value[key])) out[key] = readUrl(value[key], `models.${key}`, URL_PROTOCOLS);
  }
  return out;
}

/**
 * When minting stops: a date (the docs' example `2023-12-31`) leaves the whole day open, UTC; a
 * timestamp is exact.
 */
export function mintCutoffMs(mintEndDate: string): number {
  const ms = Date.parse(mintEndDate);
  return DATE_ONLY.test(mintEndDate) ? ms + DAY_MS : ms;
}

/** A date is kept as sent (it is what the admin chose); a timestamp is normalised to UTC. */
function readMintEndDate(value: unknown, nowMs: number): string {
  const iso = readDate(value, 'mintEndDate');
  const text = typeof value === 'string' ? value.trim() : iso;
  const kept = DATE_ONLY.test(text) ? text : iso;
  if (mintCutoffMs(kept) <= nowMs)
    throw badRequest('mintEndDate must be a date in the future', 'mintEndDate');
  return kept;
}

export function parseMintableCreate(raw: unknown, nowMs: number): MintableFields {
  const body = asBody(raw);
  const fields: MintableFields = {
    name: readString(body.name, 'name', 100),
    description: readString(body.description, 'description', 2000),
    image: readUrl(body.image, 'image', URL_PROTOCOLS),
    type: readEnum(body.type, 'type', MINTABLE_TYPES),
    bannerImage: readUrl(body.bannerImage, 'bannerImage', URL_PROTOCOLS),
    maxMints: readPositiveInt(body.maxMints, 'maxMints'),
  };
  if (!isMissing(body.clippedImage)) {
    fields.clippedImage = readUrl(body.clippedImage, 'clippedImage', URL_PROTOCOLS);
  }
  if (!isMissing(body.traits)) fields.traits = readTraits(body.traits);
  if (!isMissing(body.models)) fields.models = readModels(body.models);
  if (!isMissing(body.animationUrl)) {
    fields.animationUrl = readUrl(body.animationUrl, 'animationUrl', URL_PROTOCOLS);
  }
  if (!isMissing(body.mintEndDate)) fields.mintEndDate = readMintEndDate(body.mintEndDate, nowMs);
  return fields;
}
