import { EXPERIENCE_ORIGIN } from '../domain/experiences';
import { randomString } from '../domain/random';
import type { StoredExperience } from '../domain/stored';
import type { Community, ExperienceType } from '../domain/types';
import { DAY, HOUR, IMG, iso, REFERENCE_MS, type Gen } from './gen';

/**
 * A few experiences per community: one over, one running, one to come. The running one in the first
 * community ends long before its live badges stop taking claims, the conflict the community timeline
 * warns about.
 */

interface ExperienceSpec {
  name: string;
  type: ExperienceType;
  description: string;
  /** Days from the reference date. */
  start: number;
  end: number;
  public: boolean;
}

const BY_COMMUNITY: Readonly<Record<string, readonly ExperienceSpec[]>> = {
  'nouns-builders': [
    {
      name: 'Proposal Jam Hall',
      type: 'mml',
      description: 'A virtual hall where builders pitched proposals to the guild, one stage per round.',
      start: -120,
      end: -90,
      public: true,
    },
    {
      name: 'Builder Quest Week',
      type: 'web',
      description: 'Daily quests for new builders: ship a small tool, review a proposal, earn the badges.',
      start: -14,
      end: 45,
      public: true,
    },
    {
      name: 'Noggles Arena',
      type: 'unity',
      description: 'A 3D arena for the guild’s yearly meetup, with a stand for every funded project.',
      start: 30,
      end: 600,
      public: false,
    },
  ],
  'zora-creators': [
    {
      name: 'Mint Party Gallery',
      type: 'instant',
      description: 'One-click gallery of the month’s mints; drop in, look around, collect.',
      start: -30,
      end: 20,
      public: true,
    },
    {
      name: 'Zorb Light Room',
      type: 'mml',
      description: 'An ambient room lit by the community’s Zorbs.',
      start: 10,
      end: 560,
      public: false,
    },
  ],
  'base-camp': [
    {
      name: 'Onchain Owl Hunt',
      type: 'unity',
      description: 'Find the owls hidden across the camp; each one unlocks a workshop recording.',
      start: -200,
      end: -150,
      public: true,
    },
    {
      name: 'Build Night Lobby',
      type: 'web',
      description: 'Where the weekly build nights start: the agenda, the room links and the demo queue.',
      start: -60,
      end: 580,
      public: true,
    },
  ],
  'lens-reading-club': [
    {
      name: 'Monthly Reading Room',
      type: 'web',
      description: 'This month’s book, the reading plan and the discussion threads.',
      start: -5,
      end: 25,
      public: true,
    },
  ],
};

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function buildExperiences(gen: Gen, community: Community): StoredExperience[] {
  const specs = BY_COMMUNITY[community.shortName] ?? [];
  return specs.map((spec, i) => {
    const id = gen.id('experience', `${community.shortName}:${i}`);
    // Events start at 18:00 UTC, announced three weeks ahead and touched up a few days later.
    const start = REFERENCE_MS + spec.start * DAY + 6 * HOUR;
    const created = Math.min(start, REFERENCE_MS) - 21 * DAY;
    return {
      id,
      name: spec.name,
      description: spec.description,
      public: spec.public,
      secret: `exp_sk_${randomString(() => gen.random(), SECRET_ALPHABET, 40)}`,
      imageUrl: `${IMG}/experiences/${id}.svg`,
      bannerUrl: `${IMG}/banners/${id}.svg`,
      experienceUrl: `${EXPERIENCE_ORIGIN}/e/${id}`,
      codeUrl: `https://code.sandbox.badge-console.test/${community.shortName}/${slug(spec.name)}.${spec.type === 'mml' ? 'mml' : 'html'}`,
      serverId: `srv_${randomString(() => gen.random(), '0123456789abcdef', 16)}`,
      startDate: iso(start),
      endDate: iso(REFERENCE_MS + spec.end * DAY + 6 * HOUR),
      type: spec.type,
      communityId: community.id,
      createdAt: iso(created),
      updatedAt: iso(created + gen.int(1, 5) * DAY),
    };
  });
}
