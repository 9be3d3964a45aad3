import { badRequest } from './errors';
import { EXPERIENCE_TYPES, type ExperienceType } from './types';
import { asBody, readDate, readEnum, readString, readUrl, type Body } from './validate';

/**
 * Experience body validation: every field on create, any of them on update
 * except `type` (the update body of the interface has no type). Unknown fields are ignored.
 */

export interface ExperienceFields {
  name: string;
  type: ExperienceType;
  description: string;
  imageUrl: string;
  bannerUrl: string;
  codeUrl: string;
  startDate: string;
  endDate: string;
}

export type ExperiencePatch = Partial<Omit<ExperienceFields, 'type'>>;

type Readers = { [K in keyof ExperienceFields]: (value: unknown) => ExperienceFields[K] };

// Art comes from the community's files (the CDN, https) or from IPFS, as for badges.
const IMAGE_PROTOCOLS = ['https:', 'ipfs:'] as const;

const READERS: Readers = {
  name: (v) => readString(v, 'name', 100),
  type: (v) => readEnum(v, 'type', EXPERIENCE_TYPES),
  description: (v) => readString(v, 'description', 2000),
  imageUrl: (v) => readUrl(v, 'imageUrl', IMAGE_PROTOCOLS),
  bannerUrl: (v) => readUrl(v, 'bannerUrl', IMAGE_PROTOCOLS),
  codeUrl: (v) => readUrl(v, 'codeUrl', IMAGE_PROTOCOLS),
  startDate: (v) => readDate(v, 'startDate'),
  endDate: (v) => readDate(v, 'endDate'),
};

const UPDATABLE = [
  'name',
  'description',
  'imageUrl',
  'bannerUrl',
  'codeUrl',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof ExperiencePatch)[];

function read<K extends keyof ExperienceFields>(body: Body, key: K): ExperienceFields[K] {
  return READERS[key](body[key]);
}

/** An experience cannot end before (or when) it starts. */
export function checkDates(startDate: string, endDate: string): void {
  if (Date.parse(endDate) <= Date.parse(startDate)) {
    throw badRequest('endDate must be after startDate', 'endDate');
  }
}

export function parseExperienceCreate(raw: unknown): ExperienceFields {
  const body = asBody(raw);
  const fields: ExperienceFields = {
    name: read(body, 'name'),
    type: read(body, 'type'),
    description: read(body, 'description'),
    imageUrl: read(body, 'imageUrl'),
    bannerUrl: read(body, 'bannerUrl'),
    codeUrl: read(body, 'codeUrl'),
    startDate: read(body, 'startDate'),
    endDate: read(body, 'endDate'),
  };
  checkDates(fields.startDate, fields.endDate);
  return fields;
}

/** Checks the given fields only; the caller checks the dates against the stored ones. */
export function parseExperienceUpdate(raw: unknown): ExperiencePatch {
  const body = asBody(raw);
  if (body.type !== undefined) throw badRequest('type cannot be changed after creation', 'type');
  const out: ExperiencePatch = {};
  for (const key of UPDATABLE) {
    if (body[key] !== undefined) Object.assign(out, { [key]: READERS[key](body[key]) });
  }
  return out;
}
