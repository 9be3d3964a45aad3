import type { ShareBoard } from './share-board';

const ROOT_ID = 'board-print';

/**
 * Only the board on paper: the page's shell, navigation and controls are hidden in print, the
 * printed board is hidden on screen.
 */
const PRINT_CSS = `
@media screen { #${ROOT_ID} { display: none; } }
@media print {
  body > *:not(#${ROOT_ID}) { display: none !important; }
  #${ROOT_ID} { display: block; color: #000; background: #fff; font: 11pt system-ui, sans-serif; }
  #${ROOT_ID} h1 { font-size: 20pt; margin: 0 0 4pt; }
  #${ROOT_ID} p { margin: 0 0 12pt; color: #333; }
  #${ROOT_ID} table { width: 100%; border-collapse: collapse; }
  #${ROOT_ID} th, #${ROOT_ID} td { text-align: left; padding: 4pt 6pt; border-bottom: 0.5pt solid #999; }
  #${ROOT_ID} th:last-child, #${ROOT_ID} td:last-child { text-align: right; }
  #${ROOT_ID} tr { break-inside: avoid; }
  #${ROOT_ID} thead { display: table-header-group; }
}`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The board as the printed page shows it (text only: names from the service stay inert). */
export function printView(board: ShareBoard): HTMLElement {
  const root = element('div');
  root.id = ROOT_ID;
  root.append(
    element('h1', `${board.title}: leaderboard`),
    element(
      'p',
      `${board.order} · read ${board.readAt} · top ${String(board.rows.length)} of ${String(board.boardSize)}`,
    ),
  );
  const table = element('table');
  const head = element('thead');
  const headRow = element('tr');
  for (const label of ['Rank', 'Member', board.metric]) {
    const th = element('th', label);
    th.scope = 'col';
    headRow.append(th);
  }
  head.append(headRow);
  const body = element('tbody');
  for (const row of board.rows) {
    const tr = element('tr');
    tr.append(element('td', row.rank), element('td', row.name), element('td', row.value));
    body.append(tr);
  }
  table.append(head, body);
  root.append(table);
  return root;
}

/**
 * Opens the browser's print dialog with the board alone on the page; the print view is removed
 * once printing is over (or cancelled).
 */
export function printBoard(board: ShareBoard): void {
  document.getElementById(ROOT_ID)?.remove();
  const root = printView(board);
  const style = element('style', PRINT_CSS);
  document.head.append(style);
  document.body.append(root);
  const cleanUp = () => {
    root.remove();
    style.remove();
  };
  window.addEventListener('afterprint', cleanUp, { once: true });
  window.print();
}
