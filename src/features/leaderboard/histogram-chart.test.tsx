import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HistogramChart } from './histogram-chart';

const bins = [
  { from: 0, to: 500, count: 2 },
  { from: 500, to: 1000, count: 9 },
  { from: 1000, to: 1500, count: 1 },
];

function renderChart() {
  render(<HistogramChart bins={bins} label="Score" />);
  return screen.getByRole('group', { name: /^Distribution of score over 12 entries/ });
}

describe('histogram chart', () => {
  it('has a count axis from 0 to a round number at or above the tallest column', () => {
    const chart = renderChart();
    // 0 starts both axes; the tallest column (9) sits under the top tick, 10.
    expect(within(chart).getAllByText('0')).toHaveLength(2);
    for (const tick of ['5', '10']) expect(within(chart).getByText(tick)).toBeInTheDocument();
    expect(within(chart).getByText('Entries per range of score')).toBeInTheDocument();
  });

  it('shows the range and count of the column under the pointer', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    expect(within(chart).queryByText('500–1,000: 9 entries')).not.toBeInTheDocument();
    await user.hover(within(chart).getByRole('button', { name: '500–1,000: 9 entries' }));
    expect(within(chart).getByText('500–1,000: 9 entries')).toBeInTheDocument();
    await user.unhover(within(chart).getByRole('button', { name: '500–1,000: 9 entries' }));
    expect(within(chart).queryByText('500–1,000: 9 entries')).not.toBeInTheDocument();
  });

  it('is one tab stop whose arrow keys move between columns, each shown as it gets focus', async () => {
    const user = userEvent.setup();
    const chart = renderChart();
    await user.tab();
    expect(within(chart).getByRole('button', { name: '0–500: 2 entries' })).toHaveFocus();
    expect(within(chart).getByText('0–500: 2 entries')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(chart).getByRole('button', { name: '1,000–1,500: 1 entry' })).toHaveFocus();
    expect(within(chart).getByText('1,000–1,500: 1 entry')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(within(chart).getByRole('button', { name: '0–500: 2 entries' })).toHaveFocus();
    // Leaving the chart and coming back lands on the column last focused, then on the table's toggle.
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByText('Show the numbers')).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(chart).getByRole('button', { name: '1,000–1,500: 1 entry' })).toHaveFocus();
  });
});
