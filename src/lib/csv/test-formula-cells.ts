import Papa from 'papaparse';

/**
 * Text a hostile service could put in any field, each of which a spreadsheet (or a reader that
 * trims a cell or takes its lines apart) could run as a formula: for the tests of every export.
 */
export const FORMULA_CELLS = [
  '=HYPERLINK("https://evil.example","x")',
  '\n=cmd|/c calc',
  'a\n=1+1',
  'a\r\n+1',
  'a\r@SUM(1)',
  ' =1+1',
  '\u00a0\u3000=1',
  '\u200b=1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(1)',
  '\t=1',
  '\r=1',
  '-2+3',
] as const;

const LIVE_LINE = /^[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** A plain number such as -5: a spreadsheet reads it as the number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/**
 * The cells (and lines of cells) of a CSV file a spreadsheet could still run: any line that starts
 * with an operator after its whitespace, or a cell that starts with a tab or a carriage return.
 * Plain numbers are not formulas. Empty for a sound export.
 */
export function liveFormulaCells(csv: string): string[] {
  const cells = Papa.parse<string[]>(csv).data.flat();
  return cells.filter(
    (cell) =>
      !PLAIN_NUMBER.test(cell) &&
      (/^[\t\r]/.test(cell) || cell.split(/\r\n|\n|\r/).some((line) => LIVE_LINE.test(line))),
  );
}

/**
 * What an export made of FORMULA_CELLS got wrong: cells still live, and hostile texts that are not
 * in any cell once the `'` marks are taken out (dropped or changed instead of neutralised).
 */
export function formulaCellsCheck(csv: string): { live: string[]; lost: string[] } {
  const kept = new Set(
    Papa.parse<string[]>(csv)
      .data.flat()
      .map((cell) => cell.replaceAll("'", '')),
  );
  return { live: liveFormulaCells(csv), lost: FORMULA_CELLS.filter((text) => !kept.has(text)) };
}
