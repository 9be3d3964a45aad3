import { describe, expect, it } from 'vitest';
import { FIXED_NOW, makeTestStore } from './test-fixture';
import { catchError } from './test-support';
import { createWebhook, listWebhooks, updateWebhook } from './webhooks';

const body = { events: ['account.created', 'account.created'], callbackUrl: 'https://hooks.example/badges' };

describe('webhooks', () => {
  it('creates a webhook with a generated signing key', () => {
    const store = makeTestStore();
    const hook = createWebhook(store, { body });
    expect(hook).toMatchObject({
      events: ['account.created'],
      callbackUrl: body.callbackUrl,
      createdAt: FIXED_NOW,
    });
    expect(hook.signingKey).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(listWebhooks(store)).toEqual([hook]);
  });

  it('validates events and callbackUrl', () => {
    const store = makeTestStore();
    expect(catchError(() => createWebhook(store, { body: { ...body, events: [] } }))).toEqual({
      status: 400,
      message: 'events should not be empty',
      field: 'events',
    });
    expect(catchError(() => createWebhook(store, { body: { ...body, events: [''] } })).message).toBe(
      'each value in events must be a non-empty string',
    );
    expect(
      catchError(() => createWebhook(store, { body: { ...body, callbackUrl: 'http://hooks.example' } })),
    ).toEqual({
      status: 400,
      message: 'callbackUrl must be a URL address using https',
      field: 'callbackUrl',
    });
    expect(catchError(() => createWebhook(store, { body: { events: ['a'] } })).field).toBe('callbackUrl');
    expect(
      catchError(() =>
        createWebhook(store, { body: { ...body, callbackUrl: 'http://localhost.evil.example' } }),
      ).field,
    ).toBe('callbackUrl');
  });

  it('accepts plain http only for a receiver on this machine', () => {
    const store = makeTestStore();
    for (const callbackUrl of ['http://localhost:3000/hook', 'http://127.0.0.1:8080/']) {
      expect(createWebhook(store, { body: { ...body, callbackUrl } }).callbackUrl).toBe(callbackUrl);
    }
  });

  it('refuses an update without events or without callbackUrl: the contract requires both', () => {
    const store = makeTestStore();
    const hook = createWebhook(store, { body });
    const withoutEvents = catchError(() =>
      updateWebhook(store, { webhookId: hook.id, body: { callbackUrl: 'https://other.example/hook' } }),
    );
    expect(withoutEvents).toMatchObject({ status: 400, field: 'events' });
    const withoutUrl = catchError(() =>
      updateWebhook(store, { webhookId: hook.id, body: { events: hook.events } }),
    );
    expect(withoutUrl).toMatchObject({ status: 400, field: 'callbackUrl' });
    expect(listWebhooks(store)).toEqual([hook]);
  });

  it('updates events and callbackUrl, keeping the key', () => {
    const store = makeTestStore();
    const hook = createWebhook(store, { body });
    const updated = updateWebhook(store, {
      webhookId: hook.id,
      body: { events: hook.events, callbackUrl: 'https://other.example/hook' },
    });
    expect(updated).toEqual({ ...hook, callbackUrl: 'https://other.example/hook' });
    expect(
      catchError(() => updateWebhook(store, { webhookId: hook.id, body: { events: 'account.created' } }))
        .message,
    ).toBe('events must be an array');
    expect(catchError(() => updateWebhook(store, { webhookId: 'nope', body: {} }))).toEqual({
      status: 404,
      message: 'Webhook nope not found',
      field: undefined,
    });
  });
});
