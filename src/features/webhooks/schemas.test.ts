import { describe, expect, it } from 'vitest';
import { callbackUrlError, eventNameError, toWebhookWrite, webhookFormSchema } from './schemas';
import { sameCallbackUrl, webhookOverlaps } from './warnings';

describe('eventNameError', () => {
  it('accepts dotted lowercase names', () => {
    for (const name of ['account.created', 'badge.claim_ended', 'reward.v2.sent']) {
      expect(eventNameError(name)).toBeUndefined();
    }
  });

  it('refuses names without a dot, with capitals, spaces or other characters', () => {
    for (const name of [
      'account',
      'Account.created',
      'account created',
      'account.',
      '.created',
      'a.b-c',
      '',
    ]) {
      expect(eventNameError(name)).toBeDefined();
    }
  });
});

describe('callbackUrlError', () => {
  it('accepts https, and plain http on this machine only', () => {
    for (const url of [
      'https://hooks.example.org/badges',
      'http://localhost:3000/hook',
      'http://127.0.0.1/x',
    ]) {
      expect(callbackUrlError(url)).toBeUndefined();
    }
  });

  it('refuses plain http elsewhere, other schemes and partial URLs', () => {
    for (const url of [
      'http://hooks.example.org',
      'http://localhost.evil.example',
      'ftp://hooks.example.org',
      'javascript:alert(1)',
      'hooks.example.org',
      '',
    ]) {
      expect(callbackUrlError(url)).toBeDefined();
    }
  });
});

describe('webhook form values', () => {
  it('sends the chosen events plus a typed one, each once, and the trimmed URL', () => {
    const values = webhookFormSchema.parse({
      events: ['account.created'],
      otherEvent: ' badge.claimed ',
      callbackUrl: ' https://hooks.example.org/b ',
    });
    expect(toWebhookWrite(values)).toEqual({
      events: ['account.created', 'badge.claimed'],
      callbackUrl: 'https://hooks.example.org/b',
    });
    expect(
      toWebhookWrite({ events: ['a.b'], otherEvent: 'a.b', callbackUrl: 'https://x.example' }).events,
    ).toEqual(['a.b']);
  });

  it('needs at least one event', () => {
    const result = webhookFormSchema.safeParse({
      events: [],
      otherEvent: '',
      callbackUrl: 'https://hooks.example.org',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['events', 'Choose at least one event.'],
    ]);
  });
});

describe('webhook overlaps', () => {
  const others = [
    { id: 'a', callbackUrl: 'https://Hooks.example.org/badges/', events: ['account.created'] },
    { id: 'b', callbackUrl: 'https://other.example/hook', events: ['account.created', 'badge.claimed'] },
    { id: 'c', callbackUrl: 'https://third.example/hook', events: ['reward.sent'] },
  ];

  it('reads the same receiver written differently as the same URL', () => {
    expect(sameCallbackUrl('https://hooks.example.org:443/badges', others[0]?.callbackUrl)).toBe(true);
    expect(sameCallbackUrl('https://hooks.example.org/badges/other', others[0]?.callbackUrl)).toBe(false);
    expect(sameCallbackUrl('', '')).toBe(false);
  });

  it('finds the webhooks sharing the URL or some events, leaving out the one being edited', () => {
    const overlaps = webhookOverlaps(
      { callbackUrl: 'https://hooks.example.org/badges', events: ['badge.claimed'] },
      others,
    );
    expect(overlaps.map((o) => [o.webhook.id, o.sameUrl, o.sharedEvents])).toEqual([
      ['a', true, []],
      ['b', false, ['badge.claimed']],
    ]);
    expect(
      webhookOverlaps({ callbackUrl: 'https://other.example/hook', events: ['badge.claimed'] }, others, 'b'),
    ).toEqual([]);
  });
});
