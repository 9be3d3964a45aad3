import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Timeline, TimelineRow } from '../../features/communities/timeline';
import { TIMELINE_ROWS_SHOWN, TimelineChart } from './timeline-chart';

const DAY = 86_400_000;
const from = Date.UTC(2026, 0, 1);

function row(kind: TimelineRow['kind'], i: number): TimelineRow {
  return {
    id: `${kind}-${String(i)}`,
    kind,
    name: `${kind === 'experience' ? 'Experience' : 'Badge'} ${String(i + 1)}`,
    start: from + i * DAY,
    end: from + (i + 30) * DAY,
    markers: [],
    conflict: false,
  };
}

function timeline(experiences: number, badges: number): Timeline {
  return {
    rows: [
      ...Array.from({ length: experiences }, (_, i) => row('experience', i)),
      ...Array.from({ length: badges }, (_, i) => row('badge', i)),
    ],
    warnings: [],
    from,
    to: from + 120 * DAY,
  };
}

function draw(t: Timeline) {
  render(
    <MemoryRouter>
      <TimelineChart timeline={t} now={from + 10 * DAY} hrefOf={(r) => `/x/${r.id}`} />
    </MemoryRouter>,
  );
  return screen.getByRole('group', { name: 'Timeline' });
}

describe('timeline chart', () => {
  it('shows the first rows of a long group and the rest on request, and back', async () => {
    const group = draw(timeline(TIMELINE_ROWS_SHOWN + 3, 2));
    expect(within(group).getAllByRole('link', { name: /^Experience / })).toHaveLength(TIMELINE_ROWS_SHOWN);
    expect(within(group).getAllByRole('link', { name: /^Badge / })).toHaveLength(2);
    // A group that fits has no button.
    expect(within(group).getAllByRole('button')).toHaveLength(1);

    const more = within(group).getByRole('button', {
      name: `Show all ${String(TIMELINE_ROWS_SHOWN + 3)} experiences`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(group).getAllByRole('link', { name: /^Experience / })).toHaveLength(
      TIMELINE_ROWS_SHOWN + 3,
    );
    expect(
      within(group).getByRole('link', { name: `Experience ${String(TIMELINE_ROWS_SHOWN + 3)}` }),
    ).toBeVisible();
    const fewer = within(group).getByRole('button', {
      name: `Show the first ${String(TIMELINE_ROWS_SHOWN)}`,
    });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    expect(within(group).getAllByRole('link', { name: /^Experience / })).toHaveLength(TIMELINE_ROWS_SHOWN);
  });

  it('shows every row of groups that fit, with no button', () => {
    const group = draw(timeline(TIMELINE_ROWS_SHOWN, TIMELINE_ROWS_SHOWN));
    expect(within(group).getAllByRole('link')).toHaveLength(2 * TIMELINE_ROWS_SHOWN);
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
  });
});
