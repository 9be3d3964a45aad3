/** Word lists for ENS names; plain, friendly, and unmistakably made up when combined. */

export const FIRST_NAMES = [
  'alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'niaj',
  'olivia', 'peggy', 'quentin', 'rupert', 'sybil', 'trent', 'ursula', 'victor', 'walter', 'xena', 'yusuf',
  'zoe', 'amara', 'bilal', 'chen', 'dara', 'emeka', 'farah', 'goran', 'hana', 'ines', 'jonas', 'kenji',
  'leila', 'mateo', 'nadia', 'oskar', 'priya', 'rafael', 'sana', 'tomas', 'uma', 'vera', 'wen', 'yara',
  'zain', 'aiko', 'bruno', 'camila', 'diego', 'elif', 'femi', 'greta', 'hugo', 'isla', 'jamal', 'kira',
  'luca', 'maya', 'noor', 'omar', 'paula', 'rosa', 'sami', 'tara', 'vik', 'willa', 'ximena',
] as const;

export const ADJECTIVES = [
  'quiet', 'bold', 'lucky', 'cosmic', 'gentle', 'swift', 'rusty', 'sunny', 'misty', 'brave', 'clever',
  'dusty', 'electric', 'fuzzy', 'golden', 'happy', 'icy', 'jolly', 'lunar', 'mellow', 'neon', 'odd',
  'pixel', 'rapid', 'silver', 'tiny', 'velvet', 'wild', 'zesty', 'amber',
] as const;

export const NOUNS = [
  'fox', 'otter', 'builder', 'noun', 'frog', 'comet', 'maple', 'harbor', 'pixel', 'raven', 'cactus',
  'lantern', 'falcon', 'meadow', 'orbit', 'panda', 'quasar', 'reef', 'sparrow', 'tiger', 'walrus', 'yak',
  'badger', 'canyon', 'dolphin', 'ember', 'glacier', 'heron', 'island', 'koala', 'lynx', 'moose',
] as const;

export const SUFFIXES = ['dao', 'xyz', 'labs', 'eth', 'art', 'dev', 'builds', 'gm'] as const;
