import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SharedEventsWarning } from './overlap-warnings';
import type { WebhookOverlap } from './warnings';

const overlap = (id: string, callbackUrl: string): WebhookOverlap => ({
  webhook: { id, callbackUrl, events: ['account.created'] },
  sameUrl: false,
  sharedEvents: ['account.created'],
});

const renderWarning = (overlaps: WebhookOverlap[]) =>
  render(
    <MemoryRouter>
      <SharedEventsWarning overlaps={overlaps} />
    </MemoryRouter>,
  );

describe('shared events warning', () => {
  it('says "both URLs" when one other webhook receives the event', () => {
    renderWarning([overlap('w1', 'https://a.example/hook')]);
    expect(screen.getByText(/goes to both URLs/)).toBeInTheDocument();
  });

  it('counts the URLs when two other webhooks receive it: three in all, this one included', () => {
    renderWarning([overlap('w1', 'https://a.example/hook'), overlap('w2', 'https://b.example/hook')]);
    expect(screen.queryByText(/both URLs/)).not.toBeInTheDocument();
    expect(screen.getByText(/goes to each of the 3 URLs that receive it/)).toBeInTheDocument();
  });
});
