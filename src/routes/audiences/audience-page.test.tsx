import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteTag } from '../../sandbox/domain/tags';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const store = () => sandbox.runtime.store;
const { id: nounsId, members, carriers } = nounsBuilders(sandbox);

/** Two seeded tags of the community whose members overlap without one holding the other. */
function overlappingTags() {
  const tags = store().data.tags.filter((t) => t.communityId === nounsId());
  for (const a of tags)
    for (const b of tags) {
      if (a.id === b.id) continue;
      const inA = carriers(a.id).map((m) => m.id);
      const inB = new Set(carriers(b.id).map((m) => m.id));
      const aNotB = inA.filter((id) => !inB.has(id));
      if (aNotB.length > 0 && aNotB.length < inA.length) return { a, b, aNotB };
    }
  throw new Error('the demo seed has no two overlapping tags in nouns-builders');
}

describe('audience builder', () => {
  it('counts A AND NOT B as the sandbox’s members do, and keeps it in the URL', async () => {
    const { a, b, aNotB } = overlappingTags();
    const view = renderRoute(`/communities/${nounsId()}/audiences`);
    const { user } = view;
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rule 1: tag' }), a.id);
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Rule 2: has or does not have' }),
      'not',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule 2: tag' }), b.id);

    const heading = await screen.findByRole(
      'heading',
      { name: `${aNotB.length} ${aNotB.length === 1 ? 'member matches' : 'members match'}` },
      { timeout: 10_000 },
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(`Members who have ${a.name} and do not have ${b.name}.`)).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('audience')).toBe(
      `all:${encodeURIComponent(a.id)},!${encodeURIComponent(b.id)}`,
    );
    const table = screen.getByRole('table', { name: 'Members of the audience' });
    const first = members().find((m) => m.id === aNotB[0]);
    if (first && aNotB.length <= 25) {
      expect(within(table).getAllByRole('row').length - 1, 'one row per member on the first page').toBe(
        aNotB.length,
      );
    }
  });

  it('answers NOT B from the whole community, opened from its URL', async () => {
    const { b } = overlappingTags();
    const expected = members().filter((m) => !m.tagIds.includes(b.id)).length;
    renderRoute(`/communities/${nounsId()}/audiences?audience=${encodeURIComponent(`all:!${b.id}`)}`);
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { level: 2, name: new RegExp(`^${expected} members? match`) }),
        ).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });

  it('opens an audience naming a deleted tag with the rules that still apply, and says what was dropped', async () => {
    const { a, b } = overlappingTags();
    deleteTag(store(), { communityId: nounsId(), tagId: b.id });
    store().markChanged();
    const expected = carriers(a.id).length;
    const view = renderRoute(
      `/communities/${nounsId()}/audiences?audience=${encodeURIComponent(`all:${a.id},!${b.id}`)}`,
    );
    const notice = await screen.findByText(/A filter no longer applies and was dropped/);
    expect(notice).toHaveTextContent(`the tag ${b.id} no longer exists in this community`);
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('audience')).toBe(
        `all:${encodeURIComponent(a.id)}`,
      ),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: new RegExp(`^${String(expected)} members? match`) },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rule 2: tag' })).toBeNull();
  });
});
