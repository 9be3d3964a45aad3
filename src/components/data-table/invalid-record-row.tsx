import { TriangleAlert } from 'lucide-react';
import { issueExpectation, type InvalidRecord, type RecordIssue } from '../../api/record-validation';

/** A table's rows in the order the service sent them: its records, and the ones left out at their places. */
export type TableLine<T> = { row: T } | { invalid: InvalidRecord };

/**
 * The valid rows with each left-out record put back at its place in the answer (`index`), so the
 * table shows a line for it where the record would have been. Without left-out records, the rows.
 */
export function linesOf<T>(rows: readonly T[], invalid: readonly InvalidRecord[]): TableLine<T>[] {
  const lines: TableLine<T>[] = rows.map((row) => ({ row }));
  for (const record of invalid) lines.splice(Math.min(record.index, lines.length), 0, { invalid: record });
  return lines;
}

/**
 * The line of a record that does not match the contract: what field, what was expected and what
 * came. It spans the whole row, has no link and no checkbox, so selection, exports and keyboard
 * moves between rows pass it by.
 */
export function InvalidRecordRow({ record, span }: { record: InvalidRecord; span: number }) {
  return (
    <tr data-invalid-record className="bg-warning-bg">
      <td colSpan={span} className="px-4 py-2.5 align-middle text-sm text-warning-fg">
        <span className="inline-flex items-start gap-2">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            This record{record.id !== undefined ? ` (id ${record.id})` : ''} does not match the API contract:{' '}
            {record.issues.slice(0, MAX_ISSUES).map((issue, i) => (
              <IssueText key={`${issue.field}-${i}`} issue={issue} first={i === 0} />
            ))}
            {record.issues.length > MAX_ISSUES && ` (+${record.issues.length - MAX_ISSUES} more)`}.
          </span>
        </span>
      </td>
    </tr>
  );
}

const MAX_ISSUES = 3;

/** "`name` expected string, received 12", the field as code. */
function IssueText({ issue, first }: { issue: RecordIssue; first: boolean }) {
  return (
    <>
      {!first && '; '}
      <code className="font-mono">{issue.field}</code> {issueExpectation(issue)}
    </>
  );
}
