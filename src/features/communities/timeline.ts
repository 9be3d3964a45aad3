import type { Badge, Experience, Reward } from '../../api/generated/types.gen';

/**
 * The community timeline, as plain data: experiences (start to end), badges (from creation to the
 * end of claims) with their rewards' end dates, and the conflicts between them. The service links
 * neither experiences nor rewards to a schedule, so the conflicts are read from the dates alone.
 */

export interface TimelineMarker {
  id: string;
  name: string;
  at: number;
  /** The reward ends while its badge still takes claims. */
  conflict: boolean;
}

export interface TimelineRow {
  id: string;
  kind: 'experience' | 'badge';
  name: string;
  status?: string;
  /** Undefined when the record gives no start (a badge without a creation date). */
  start?: number;
  end: number;
  markers: TimelineMarker[];
  conflict: boolean;
}

export interface RewardWarning {
  kind: 'reward';
  id: string;
  reward: string;
  badge: string;
  rewardEnd: number;
  claimEnd: number;
}

export interface ExperienceWarning {
  kind: 'experience';
  id: string;
  experience: string;
  end: number;
  badges: { id: string; name: string; claimEnd: number }[];
}

export type TimelineWarning = RewardWarning | ExperienceWarning;

export interface Timeline {
  rows: TimelineRow[];
  warnings: TimelineWarning[];
  /** The span the axis covers, in epoch milliseconds. */
  from: number;
  to: number;
}

const ms = (value: string | null | undefined): number | undefined => {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
};

/** Badges that members can earn, or that are ready to go live; drafts and refusals are left out. */
const SCHEDULED_STATUSES = new Set(['live', 'approved']);

const badgeName = (b: Badge) => b.title ?? b.name ?? b.id;

interface TimelineInput {
  experiences: readonly Experience[];
  badges: readonly Badge[];
  /** Each badge's rewards, by badge id; a badge whose rewards are not known yet is absent. */
  rewards: ReadonlyMap<string, readonly Reward[]>;
  now: number;
}

function rewardWarnings(badge: Badge, claimEnd: number, rewards: readonly Reward[], now: number) {
  const warnings: RewardWarning[] = [];
  const markers: TimelineMarker[] = [];
  for (const reward of rewards) {
    const at = ms(reward.endDate);
    if (at === undefined || reward.deletedAt) continue;
    // Only while the badge still takes claims: past windows are history, nothing to fix.
    const conflict = at < claimEnd && claimEnd > now;
    markers.push({ id: reward.id, name: reward.name ?? reward.id, at, conflict });
    if (conflict) {
      warnings.push({
        kind: 'reward',
        id: `reward:${reward.id}`,
        reward: reward.name ?? reward.id,
        badge: badgeName(badge),
        rewardEnd: at,
        claimEnd,
      });
    }
  }
  return { warnings, markers };
}

/**
 * An experience "feeds" the live badges whose claim windows overlap it (the service records no
 * link). It conflicts with them when it ends, still to come, before they stop taking claims:
 * members who arrive after it closes can no longer earn them there.
 */
function experienceWarning(e: Experience, badges: readonly TimelineRow[], now: number) {
  const start = ms(e.startDate);
  const end = ms(e.endDate);
  if (start === undefined || end === undefined || end <= now) return undefined;
  const fed = badges.filter(
    (b) => b.status === 'live' && (b.start ?? -Infinity) < end && b.end > start && b.end > end,
  );
  if (fed.length === 0) return undefined;
  return {
    kind: 'experience' as const,
    id: `experience:${e.id}`,
    experience: e.name ?? e.id,
    end,
    badges: fed.map((b) => ({ id: b.id, name: b.name, claimEnd: b.end })),
  };
}

export function buildTimeline({ experiences, badges, rewards, now }: TimelineInput): Timeline {
  const warnings: TimelineWarning[] = [];
  const badgeRows: TimelineRow[] = [];
  for (const badge of badges) {
    const end = ms(badge.claimEndDate);
    if (end === undefined || !SCHEDULED_STATUSES.has(badge.status ?? '')) continue;
    const own = rewardWarnings(badge, end, rewards.get(badge.id) ?? [], now);
    warnings.push(...own.warnings);
    badgeRows.push({
      id: badge.id,
      kind: 'badge',
      name: badgeName(badge),
      status: badge.status,
      start: ms(badge.createdAt),
      end,
      markers: own.markers.sort((a, b) => a.at - b.at),
      conflict: own.warnings.length > 0,
    });
  }
  const experienceRows: TimelineRow[] = [];
  for (const e of experiences) {
    const start = ms(e.startDate);
    const end = ms(e.endDate);
    if (start === undefined || end === undefined) continue;
    const warning = experienceWarning(e, badgeRows, now);
    if (warning) warnings.push(warning);
    experienceRows.push({
      id: e.id,
      kind: 'experience',
      name: e.name ?? e.id,
      start,
      end,
      markers: [],
      conflict: warning !== undefined,
    });
  }
  const rows = [
    ...experienceRows.sort((a, b) => (a.start ?? a.end) - (b.start ?? b.end)),
    ...badgeRows.sort((a, b) => a.end - b.end),
  ];
  const times = rows.flatMap((r) => [r.start ?? r.end, r.end, ...r.markers.map((m) => m.at)]);
  times.push(now);
  return { rows, warnings, from: Math.min(...times), to: Math.max(...times) };
}
