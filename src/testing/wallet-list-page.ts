import { screen, within } from '@testing-library/react';
import { renderRoute } from './render-route';

/** Opens a wallet-list page (member import, bulk award), pastes the list and checks it. */
export async function pasteWalletList(url: string, text: string) {
  const view = renderRoute(url);
  const box = await screen.findByRole('textbox', { name: 'Or paste the list' });
  await view.user.click(box);
  await view.user.paste(text);
  await view.user.click(screen.getByRole('button', { name: 'Check the list' }));
  return view;
}

/** The first cells (line, wallet, reason) of each body row of a report table, by its name. */
export const reportTableRows = (tableName: string, cells = 3) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, cells)
        .map((cell) => cell.textContent),
    );
