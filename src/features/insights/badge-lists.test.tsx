import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLAIMS_TABLE_ROWS, ClaimsByBadge } from './badge-lists';
import type { BadgeFigures, Insights } from './insights';

function badge(i: number): BadgeFigures {
  return {
    id: `b${String(i)}`,
    title: `Badge ${String(i + 1)}`,
    awarded: 100 - i,
    claimed: 50,
    claimRate: 0.5,
    medianClaimMs: 3_600_000,
    maxClaims: null,
    capShare: null,
    claimEnd: null,
  };
}

function insights(badges: number): Insights {
  const all = Array.from({ length: badges }, (_, i) => badge(i));
  return {
    perDay: [],
    perWeek: [],
    overall: { awarded: 0, claimed: 0, claimRate: null, medianClaimMs: null },
    badges: all,
    nearCap: [],
    nearEnd: [],
    growth: null,
  };
}

function draw(props: { insights: Insights | undefined; pendingRows?: number }) {
  render(
    <MemoryRouter>
      <ClaimsByBadge insights={props.insights} pendingRows={props.pendingRows ?? 0} communityId="c1" />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Claims by badge' });
}

const bodyRows = (section: HTMLElement) => within(section).getAllByRole('row').slice(1);

describe('claims by badge', () => {
  it('lists the most awarded badges first and all of them on request', async () => {
    const section = draw({ insights: insights(CLAIMS_TABLE_ROWS + 5) });
    expect(bodyRows(section)).toHaveLength(CLAIMS_TABLE_ROWS);
    expect(within(section).getByRole('link', { name: 'Badge 1' })).toBeInTheDocument();
    const more = within(section).getByRole('button', {
      name: `Show all ${String(CLAIMS_TABLE_ROWS + 5)} badges`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(bodyRows(section)).toHaveLength(CLAIMS_TABLE_ROWS + 5);
    expect(
      within(section).getByRole('link', { name: `Badge ${String(CLAIMS_TABLE_ROWS + 5)}` }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: `Show the first ${String(CLAIMS_TABLE_ROWS)}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('holds the room of as many rows while the figures are read, and has no button then', () => {
    const section = draw({ insights: undefined, pendingRows: 100 });
    expect(within(section).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(CLAIMS_TABLE_ROWS);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
