// @vitest-environment jsdom
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORMULA_CELLS, liveFormulaCells } from './test-formula-cells';
import { downloadCsv, neutraliseFormulas, toCsv, toCsvParts, type CsvColumnSpec } from './to-csv';

interface Result {
  wallet: string;
  status: string;
  tags?: string[];
  score?: number | null;
  metadata?: Record<string, unknown>;
  message?: string;
}

const columns = [
  { header: 'wallet', value: (r: Result) => r.wallet },
  { header: 'status', value: (r: Result) => r.status },
  { header: 'tags', value: (r: Result) => r.tags },
  { header: 'score', value: (r: Result) => r.score },
  { header: 'metadata', value: (r: Result) => r.metadata },
  { header: 'message', value: (r: Result) => r.message },
];

describe('toCsv', () => {
  it('writes a header and one CRLF line per row that a CSV reader reads back', () => {
    const csv = toCsv<Result>(
      [
        { wallet: '0xA', status: 'done', tags: ['vip', 'early'], score: -3, metadata: { score: 42 } },
        { wallet: '0xB', status: 'failed', score: null, message: 'wallet must be valid, "0xB" is not' },
      ],
      columns,
    );
    expect(csv.split('\r\n')[0]).toBe('wallet,status,tags,score,metadata,message');
    expect(Papa.parse(csv, { header: true }).data).toEqual([
      {
        wallet: '0xA',
        status: 'done',
        tags: 'vip;early',
        score: '-3',
        metadata: '{"score":42}',
        message: '',
      },
      {
        wallet: '0xB',
        status: 'failed',
        tags: '',
        score: '',
        metadata: '',
        message: 'wallet must be valid, "0xB" is not',
      },
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = toCsv([{ wallet: '=HYPERLINK("x")', status: '@cmd' }], columns.slice(0, 2));
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","'@cmd"`);
  });

  it('neutralises a formula cell whatever follows its first character, a line break included', () => {
    const rows = [{ wallet: '=1+1\nx', status: '+1\r\n2' }, { wallet: '-2\n', status: '@a\nb' }];
    const read = Papa.parse<string[]>(toCsv(rows, columns.slice(0, 2))).data.slice(1);
    expect(read).toEqual([
      ["'=1+1\nx", "'+1\r\n2"],
      ["'-2\n", "'@a\nb"],
    ]);
  });

  it('neutralises a cell that starts with a tab or a carriage return, and leaves numbers alone', () => {
    const rows = [{ wallet: '\t=1\nx', status: '\r=2' }];
    const cols = [...columns.slice(0, 2), { header: 'n', value: () => -5 }];
    const read = Papa.parse<string[]>(toCsv(rows, cols)).data.slice(1);
    expect(read).toEqual([["'\t=1\nx", "'\r'=2", '-5']]);
  });

  it.each(FORMULA_CELLS)('writes %j inert, its text kept', (hostile) => {
    const csv = toCsv([{ wallet: hostile, status: 'done' }], columns.slice(0, 2));
    expect(liveFormulaCells(csv)).toEqual([]);
    const [cell] = Papa.parse<string[]>(csv).data[1] ?? [];
    expect(cell?.replaceAll("'", '')).toBe(hostile);
  });

  it('neutralises every line that could start a formula, before its whitespace', () => {
    expect(neutraliseFormulas('\n=cmd|/c calc')).toBe("\n'=cmd|/c calc");
    expect(neutraliseFormulas('a\n=1+1\r\nb\r @x')).toBe("a\n'=1+1\r\nb\r' @x");
    expect(neutraliseFormulas(' =1+1')).toBe("' =1+1");
    expect(neutraliseFormulas('＝1+1')).toBe("'＝1+1");
    expect(neutraliseFormulas('\t=1')).toBe("'\t=1");
    expect(neutraliseFormulas('\r=1')).toBe("'\r'=1");
  });

  it('leaves text that starts no formula as it is', () => {
    for (const text of ['0xA', 'vip;early', 'a\nb', 'x=1', 'a - b', '', ' \n ', 'e-mail@example.com']) {
      expect(neutraliseFormulas(text)).toBe(text);
    }
  });

  it('neutralises lists and objects as written', () => {
    const csv = toCsv([{ wallet: '0xA', status: 'x', tags: ['=1', 'b\n@c'] }], columns);
    expect(Papa.parse<string[]>(csv).data[1]?.[2]).toBe("'=1;b\n'@c");
  });
});

describe('toCsvParts', () => {
  const cols: CsvColumnSpec<number>[] = [
    { header: 'n', value: (n) => n },
    { header: 'text', value: (n) => (n % 3 === 0 ? `=x${n}` : `a, "b" ${n}`) },
  ];

  it('writes the same file as toCsv, slice by slice, for any number of rows', async () => {
    for (const count of [0, 1, 5, 6, 13]) {
      const rows = Array.from({ length: count }, (_, i) => i);
      const parts = await toCsvParts(rows, cols, { sliceRows: 5 });
      expect(await new Blob(parts).text(), `${count} rows`).toBe(toCsv(rows, cols));
      expect(parts).toHaveLength(Math.max(1, Math.ceil(count / 5)));
    }
  });

  it('neutralises a formula cell with a line break in every slice', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const multiline: CsvColumnSpec<number>[] = [{ header: 'text', value: (n) => `=${n}\nx` }];
    const parts = await toCsvParts(rows, multiline, { sliceRows: 3 });
    const read = Papa.parse<string[]>(await new Blob(parts).text()).data.slice(1);
    expect(read).toEqual(rows.map((n) => [`'=${n}\nx`]));
  });

  it('stops between slices when cancelled', async () => {
    const controller = new AbortController();
    const pending = toCsvParts(
      Array.from({ length: 20 }, (_, i) => i),
      cols,
      { sliceRows: 5, signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clicks a link to a UTF-8 CSV file with a byte-order mark, then removes it', async () => {
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('results.csv');
      expect(this.href).toBe('blob:csv');
      expect(this.isConnected).toBe(true);
    });
    downloadCsv('results', 'a,b\r\n1,2');
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a')).toBeNull();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0)).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });
});

describe('downloadCsv with parts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the parts in the file in order, after the byte-order mark', async () => {
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (b: Blob) => {
          blob = b;
          return 'blob:parts';
        };
        static override revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('parts.csv', ['a,b', new Blob(['\r\n1,2']), '\r\n3,4']);
    const bytes = await blob?.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\ufeffa,b\r\n1,2\r\n3,4');
  });
});
