import type { BadgeStatus } from '../domain/types';

/** The demo world: who the communities are, what they collect, which badges they run. */

export interface BadgeSpec {
  status: BadgeStatus;
  /** Share of the community's members holding it (live badges only). */
  share?: number;
  /** `expired`: claim period over; `full`: maxClaims reached. */
  state?: 'expired' | 'full';
  chainId: string | null;
}

export interface CommunitySpec {
  key: string;
  name: string;
  shortName: string;
  description: string;
  type: string;
  requestLevel: string;
  links: { twitter: boolean; discord: boolean; youtube: boolean };
  website: string;
  verified: boolean;
  approved: boolean;
  ageDays: number;
  members: number;
  tags: number;
  collections: readonly string[];
  vaultChains: readonly string[];
  badges: readonly BadgeSpec[];
}

export const COMMUNITIES: readonly CommunitySpec[] = [
  {
    key: 'nouns-builders',
    name: 'Nouns Builders Guild',
    shortName: 'nouns-builders',
    description: 'Builders shipping public goods for the Nouns ecosystem, one proposal at a time.',
    type: 'dao',
    requestLevel: 'open',
    links: { twitter: true, discord: true, youtube: true },
    website: 'https://nounsbuilders.example',
    verified: true,
    approved: true,
    ageDays: 720,
    members: 640,
    tags: 10,
    collections: ['nouns', 'lil-nouns', 'zorbs', 'pixel-frogs', 'base-builders', 'onchain-owls'],
    vaultChains: ['1', '8453'],
    badges: [
      { status: 'live', share: 0.2, chainId: '8453' },
      { status: 'live', share: 0.15, chainId: '1' },
      { status: 'live', share: 0.1, state: 'full', chainId: null },
      { status: 'live', share: 0.05, state: 'expired', chainId: '11155111' },
      { status: 'approved', chainId: '8453' },
      { status: 'approved', chainId: '11155111' },
      { status: 'draft', chainId: null },
      { status: 'under_review', chainId: '1' },
      { status: 'rejected', chainId: null },
    ],
  },
  {
    key: 'zora-creators',
    name: 'Zora Creators',
    shortName: 'zora-creators',
    description: 'Artists and collectors minting together on Zora.',
    type: 'creator',
    requestLevel: 'open',
    links: { twitter: true, discord: true, youtube: false },
    website: 'https://zoracreators.example',
    verified: true,
    approved: true,
    ageDays: 540,
    members: 230,
    tags: 8,
    collections: ['zorbs', 'nouns', 'base-builders', 'pixel-frogs'],
    vaultChains: ['8453'],
    badges: [
      { status: 'live', share: 0.3, chainId: '8453' },
      { status: 'live', share: 0.2, chainId: null },
      { status: 'approved', chainId: '11155111' },
      { status: 'draft', chainId: null },
      { status: 'under_review', chainId: '8453' },
      { status: 'rejected', chainId: null },
    ],
  },
  {
    key: 'base-camp',
    name: 'Base Camp Collective',
    shortName: 'base-camp',
    description: 'Weekly build nights and workshops for people new to Base.',
    type: 'builder',
    requestLevel: 'request',
    links: { twitter: true, discord: true, youtube: false },
    website: 'https://basecamp.example',
    verified: false,
    approved: true,
    ageDays: 400,
    members: 120,
    tags: 6,
    collections: ['base-builders', 'onchain-owls', 'op-quests', 'zorbs'],
    vaultChains: ['1'],
    badges: [
      { status: 'live', share: 0.4, state: 'full', chainId: '1' },
      { status: 'live', share: 0.25, chainId: '8453' },
      { status: 'approved', chainId: '1' },
      { status: 'draft', chainId: null },
    ],
  },
  {
    key: 'lens-reading-club',
    name: 'Lens Reading Club',
    shortName: 'lens-reading-club',
    description: 'A small club reading one book a month and discussing it on Lens.',
    type: 'club',
    requestLevel: 'invite',
    links: { twitter: true, discord: false, youtube: false },
    website: 'https://lensreading.example',
    verified: false,
    approved: true,
    ageDays: 200,
    members: 40,
    tags: 3,
    collections: ['lens-handles', 'pixel-frogs', 'zorbs', 'op-quests'],
    vaultChains: [],
    badges: [
      { status: 'live', share: 0.5, chainId: null },
      { status: 'approved', chainId: null },
      { status: 'draft', chainId: null },
    ],
  },
  {
    key: 'op-grants-circle',
    name: 'Optimism Grants Circle',
    shortName: 'op-grants-circle',
    description: 'Just set up: reviewers for small Optimism ecosystem grants.',
    type: 'dao',
    requestLevel: 'open',
    links: { twitter: true, discord: false, youtube: false },
    website: 'https://opgrants.example',
    verified: false,
    approved: false,
    ageDays: 6,
    members: 0,
    tags: 0,
    collections: ['op-quests', 'nouns', 'lens-handles', 'zorbs'],
    vaultChains: [],
    badges: [
      { status: 'approved', chainId: '10' },
      { status: 'draft', chainId: null },
    ],
  },
];
