import type { BadgeType, RewardProvider, RewardStatus, RewardType } from '../domain/types';

/** Names and texts for tags, badges and rewards. */

export interface TagSpec {
  name: string;
  /** Chance that a member carries the tag. */
  share: number;
}

export const TAGS: readonly TagSpec[] = [
  { name: 'Early supporters', share: 0.3 },
  { name: 'Core contributors', share: 0.05 },
  { name: 'Artists', share: 0.15 },
  { name: 'Developers', share: 0.2 },
  { name: 'Moderators', share: 0.02 },
  { name: 'Event attendees', share: 0.35 },
  { name: 'Governance voters', share: 0.25 },
  { name: 'Collectors', share: 0.18 },
  { name: 'Writers', share: 0.08 },
  // Nobody yet: shows a tag's empty state.
  { name: 'Translators', share: 0 },
];

export interface BadgeTemplate {
  title: string;
  description: string;
  type: BadgeType;
}

export const BADGE_TEMPLATES: readonly BadgeTemplate[] = [
  { title: 'Early Supporter', description: 'Joined before the first community mint.', type: 'achievement' },
  {
    title: 'Governance Voter',
    description: 'Voted on at least three proposals this season.',
    type: 'achievement',
  },
  {
    title: 'Community Call Regular',
    description: 'Attended four community calls in a row.',
    type: 'attendance',
  },
  {
    title: 'Hackathon Finalist',
    description: 'Reached the final round of the community hackathon.',
    type: 'achievement',
  },
  { title: 'Bug Hunter', description: 'Reported a bug that got fixed.', type: 'achievement' },
  {
    title: 'Mint Day Attendee',
    description: 'Was there, in person or online, on mint day.',
    type: 'attendance',
  },
  { title: 'Proposal Author', description: 'Wrote a proposal that went to a vote.', type: 'achievement' },
  {
    title: 'First Contribution',
    description: 'Merged a first pull request or published a first piece.',
    type: 'achievement',
  },
  {
    title: 'Lisbon Meetup 2026',
    description: 'Came to the Lisbon meetup in spring 2026.',
    type: 'attendance',
  },
  { title: 'Quest Champion', description: 'Finished every quest of the season.', type: 'achievement' },
  { title: 'Workshop Graduate', description: 'Completed the six-week builder workshop.', type: 'attendance' },
  { title: 'Translator', description: 'Translated the handbook into another language.', type: 'achievement' },
];

export interface RewardTemplate {
  name: string;
  description: string;
  provider: RewardProvider;
  type: RewardType;
  status: RewardStatus;
  /** Token contract per chain; native and points use the zero address. */
  contracts: Record<string, string>;
  amount: number[];
  maxSpend: number;
}

const ZERO = '0x0000000000000000000000000000000000000000';

export const REWARD_TEMPLATES: readonly RewardTemplate[] = [
  {
    name: 'Gas refund',
    description: 'Covers the gas of claiming the badge.',
    provider: 'Vault',
    type: 'native',
    status: 'open',
    contracts: { '1': ZERO, '8453': ZERO },
    amount: [0.002],
    maxSpend: 1,
  },
  {
    name: 'USDC thank-you',
    description: 'A small thank-you in USDC.',
    provider: 'Thank APE',
    type: 'erc20',
    status: 'pending',
    contracts: {
      '1': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '8453': '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    },
    amount: [5],
    maxSpend: 500,
  },
  {
    name: 'Guild points',
    description: 'Points toward next season’s drops.',
    provider: 'Vault',
    type: 'points',
    status: 'sent',
    contracts: { '1': ZERO, '8453': ZERO },
    amount: [100, 50],
    maxSpend: 10000,
  },
];
