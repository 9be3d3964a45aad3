import { describe, expect, it } from 'vitest';
import { FORMULA_CELLS, formulaCellsCheck } from '../../lib/csv/test-formula-cells';
import { journalCsv, journalJson } from './journal-export';
import { journalEntry } from './journal-test-entry';

describe('journal export', () => {
  it('writes one CSV line per entry, the changes as lines, formulas made inert', () => {
    const csv = journalCsv([
      journalEntry({
        action: 'Update badge',
        resource: 'badge',
        target: { label: '=HYPERLINK("http://evil.example")' },
        diff: [
          { key: 'name', before: 'Old', after: 'New' },
          { key: 'maxClaims', after: '5' },
        ],
        jobId: 'job-1',
        outcome: 'failed',
        status: 422,
        message: '+1 is not allowed',
      }),
    ]);
    const [header, ...rest] = csv.split('\r\n');
    expect(header).toBe(
      'when,action,resource,target,link,outcome,status,message,changes,job,operation,connection',
    );
    const line = rest.join('\r\n');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(`'+1 is not allowed`);
    expect(line).toContain('"name: Old → New\nmaxClaims: ∅ → 5"');
    expect(line).toContain(',failed,422,');
    expect(line).toContain(',job-1,POST /community/{id}/tag,sandbox');
  });

  it('writes labels, messages and changes that could run as formulas inert, their text kept', () => {
    const entries = FORMULA_CELLS.map((text, i) =>
      journalEntry({ id: `e${String(i)}`, target: { label: text }, message: text }),
    );
    expect(formulaCellsCheck(journalCsv(entries))).toEqual({ live: [], lost: [] });
    const changes = journalCsv(
      FORMULA_CELLS.map((text) => journalEntry({ diff: [{ key: 'name', after: text }] })),
    );
    expect(formulaCellsCheck(changes).live).toEqual([]);
  });

  it('writes the entries as kept in JSON', () => {
    const entries = [journalEntry(), journalEntry({ id: 'e2', outcome: 'failed', message: 'No' })];
    expect(JSON.parse(journalJson(entries))).toEqual(entries);
  });
});
