import { notFound } from './errors';
import { checkDates, parseExperienceCreate, parseExperienceUpdate } from './experience-input';
import { newestFirst, requireCommunity } from './lookup';
import { paginateWith, type Page, type PageQuery } from './paging';
import { randomHex, randomString } from './random';
import type { Store } from './store';
import type { StoredExperience } from './stored';
import type { Experience, ExperienceServerStatus } from './types';

export interface ExperienceRefArgs {
  communityId: string;
  experienceId: string;
}

/** Where the sandbox says an experience is played; a made-up host, so no real page is implied. */
export const EXPERIENCE_ORIGIN = 'https://play.sandbox.badge-console.test';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The service does not document when a server runs. The sandbox keeps it simple: the experience's
 * server is active between its start and end dates, inactive before and after.
 */
export function serverStatusAt(
  e: Pick<StoredExperience, 'startDate' | 'endDate'>,
  nowMs: number,
): ExperienceServerStatus {
  return Date.parse(e.startDate) <= nowMs && nowMs < Date.parse(e.endDate) ? 'active' : 'inactive';
}

export function toPublicExperience(store: Store, e: StoredExperience): Experience {
  return { ...e, serverStatus: serverStatusAt(e, store.nowMs()) };
}

function requireExperience(store: Store, args: ExperienceRefArgs): StoredExperience {
  requireCommunity(store, args.communityId);
  const found = store.data.experiences.find(
    (e) => e.id === args.experienceId && e.communityId === args.communityId,
  );
  if (!found) throw notFound(`Experience ${args.experienceId}`);
  return found;
}

export function listExperiences(store: Store, args: { communityId: string } & PageQuery): Page<Experience> {
  requireCommunity(store, args.communityId);
  const own = store.data.experiences.filter((e) => e.communityId === args.communityId);
  return paginateWith(
    newestFirst(own, (e) => e.createdAt),
    args,
    (e) => toPublicExperience(store, e),
  );
}

export function getExperience(store: Store, args: ExperienceRefArgs): Experience {
  return toPublicExperience(store, requireExperience(store, args));
}

/** Server id, play address and secret are the service's; new experiences start unlisted. */
export function createExperience(store: Store, args: { communityId: string; body: unknown }): Experience {
  requireCommunity(store, args.communityId);
  const fields = parseExperienceCreate(args.body);
  const id = store.nextId();
  const now = store.now();
  const experience: StoredExperience = {
    id,
    ...fields,
    public: false,
    secret: `exp_sk_${randomString(() => store.random(), SECRET_ALPHABET, 40)}`,
    experienceUrl: `${EXPERIENCE_ORIGIN}/e/${id}`,
    serverId: `srv_${randomHex(() => store.random(), 8).slice(2)}`,
    communityId: args.communityId,
    createdAt: now,
    updatedAt: now,
  };
  store.data.experiences.push(experience);
  return toPublicExperience(store, experience);
}

/** Partial update; new dates are checked against each other and against the stored ones. */
export function updateExperience(store: Store, args: ExperienceRefArgs & { body: unknown }): Experience {
  const experience = requireExperience(store, args);
  const patch = parseExperienceUpdate(args.body);
  checkDates(patch.startDate ?? experience.startDate, patch.endDate ?? experience.endDate);
  Object.assign(experience, patch, { updatedAt: store.now() });
  return toPublicExperience(store, experience);
}
