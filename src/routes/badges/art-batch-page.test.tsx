import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** A seeded community with at least three badges, and their titles. */
function community(): { id: string; badges: { id: string; title: string }[] } {
  const { badges, communities } = sandbox.runtime.store.data;
  for (const c of communities) {
    const own = badges.filter((b) => b.communityId === c.id).map((b) => ({ id: b.id, title: b.title }));
    if (own.length >= 3) return { id: c.id, badges: own };
  }
  throw new Error('the seed has no community with three badges');
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('batch art', () => {
  it('matches dropped files to badges by name, and the admin corrects the table by hand', async () => {
    const { id, badges } = community();
    const [a, b, c] = badges as [(typeof badges)[0], (typeof badges)[0], (typeof badges)[0]];
    const { user } = renderRoute(`/communities/${id}/badges/art/batch`);
    const input = await screen.findByLabelText('Image files for badges', {}, { timeout: 10_000 });
    // One named after a title with other case and separators, one after another title, one after nothing.
    const first = `${a.title.toUpperCase().replace(/ /g, '_')}.png`;
    await user.upload(input, [png(first), png(`${b.title}.jpg`), png('holiday photo.png')]);

    const table = await screen.findByRole('table', { name: 'Dropped images and the badges they go to' });
    const select = (file: string) => within(table).getByRole('combobox', { name: `Badge for ${file}` });
    const rowOf = (file: string) => select(file).closest('tr') as HTMLElement;
    expect(select(first)).toHaveValue(a.id);
    expect(select(`${b.title}.jpg`)).toHaveValue(b.id);
    expect(select('holiday photo.png')).toHaveValue('');
    expect(within(rowOf('holiday photo.png')).getAllByText('Not matched')).not.toHaveLength(0);
    expect(screen.getByText(/^2 files go to a badge; 1 file is not sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare 2 images' })).toBeEnabled();

    // The unmatched file is given a badge by hand.
    await user.selectOptions(select('holiday photo.png'), c.id);
    expect(within(rowOf('holiday photo.png')).getAllByText('Chosen by hand')).not.toHaveLength(0);
    expect(screen.getByText(/^3 files go to a badge; 0 files are not sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare 3 images' })).toBeEnabled();

    // Pointing it at a badge another file already goes to flags both; neither is sent.
    await user.selectOptions(select('holiday photo.png'), a.id);
    expect(within(rowOf(first)).getAllByText('Same badge as another file')).not.toHaveLength(0);
    expect(
      screen.getByText(
        /^1 file goes to a badge; 2 files are not sent, 2 of them because two files name the same badge/,
      ),
    ).toBeInTheDocument();
  }, 60_000);
});
