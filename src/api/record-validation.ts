import { issuePath } from './validation-issues';

/**
 * A list answer is checked record by record. Its envelope (the page's `total`, `page`, `perPage`,
 * `results` being an array; or the answer being an array at all) must match the contract, or the
 * whole answer fails as before. A record that breaks the contract does not take its page down with
 * it: the good records are kept in `results` (or the array) and each bad one is left out and
 * described by an `InvalidRecord` beside them, at its place in the answer, so the list can show a
 * row for it and a whole read can count it. Detail answers (anything that is not a list) stay strict.
 *
 * Every list read goes through `keepValidRecords`: the API client's (`checkRecordsOneByOne`) and
 * the readers that parse an answer's bytes themselves (page-bytes.ts). Decision 021 says why the
 * bad records sit beside the good ones rather than among them.
 */

/** What is wrong with one field of a record. */
export interface RecordIssue {
  /** The field's path inside the record (`name`, `avatar.url`), or `(record)` for the record itself. */
  field: string;
  /** What the contract expects there (`string`, `Object`), when the validator says. */
  expected?: string;
  /** What the answer held there (`12`, `null`), when the validator says. */
  received?: string;
  message: string;
}

/** A record of a list answer that does not match the contract, left out of the list's records. */
export interface InvalidRecord {
  /** Its place among the records the service sent on this page, from 0. */
  index: number;
  /** Its `id`, when that could be read. */
  id?: string;
  issues: RecordIssue[];
}

/** The mark a list answer with left-out records carries: a name no answer of the service uses. */
const MARK = 'invalidRecordsByClient';

type Rec = Record<string, unknown>;

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null;

/** The records of a list answer: the array itself, or a page envelope's `results`. */
function recordsOf(data: unknown): { records: unknown[]; under: string[] } | undefined {
  if (Array.isArray(data)) return { records: data, under: [] };
  if (isRecord(data) && Array.isArray(data.results)) return { records: data.results, under: ['results'] };
  return undefined;
}

function readableId(record: unknown): string | undefined {
  if (!isRecord(record)) return undefined;
  const { id } = record;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A validator's issues (valibot's or zod's, by shape), or undefined when `error` carries none. */
function rawIssues(error: unknown): unknown[] | undefined {
  if (!isRecord(error) || !Array.isArray(error.issues)) return undefined;
  return error.issues as unknown[];
}

/**
 * The answer with its bad records left out and marked, when every issue of `error` lies inside a
 * record of a list; undefined when the answer is not a list or an issue touches its envelope.
 */
export function keepValidRecords(data: unknown, error: unknown): unknown {
  const list = recordsOf(data);
  const issues = rawIssues(error);
  if (!list || !issues || issues.length === 0) return undefined;
  const { records, under } = list;
  const byIndex = new Map<number, RecordIssue[]>();
  for (const issue of issues) {
    const found: Rec = isRecord(issue) ? issue : {};
    const path = issuePath(found.path);
    if (under.some((key, i) => path[i] !== key)) return undefined;
    const index = Number(path[under.length]);
    if (!Number.isInteger(index) || index < 0 || index >= records.length) return undefined;
    const expected = text(found.expected);
    const received = text(found.received);
    const recordIssue: RecordIssue = {
      field: path.slice(under.length + 1).join('.') || '(record)',
      message: text(found.message) ?? 'invalid value',
      ...(expected !== undefined ? { expected } : {}),
      ...(received !== undefined ? { received } : {}),
    };
    byIndex.set(index, [...(byIndex.get(index) ?? []), recordIssue]);
  }
  const invalid: InvalidRecord[] = [...byIndex.keys()]
    .sort((a, b) => a - b)
    .map((index) => {
      const id = readableId(records[index]);
      return { index, ...(id !== undefined ? { id } : {}), issues: byIndex.get(index) ?? [] };
    });
  const kept = records.filter((_, index) => !byIndex.has(index));
  if (Array.isArray(data)) return Object.assign(kept, { [MARK]: invalid });
  return { ...(data as Rec), results: kept, [MARK]: invalid };
}

/**
 * Checks a list answer with its operation's validator, record by record: the answer itself when it
 * is valid, else the answer with its bad records left out (`keepValidRecords`), checked again so
 * the envelope and the records kept are known to match. Anything else throws the validator's error.
 */
export async function checkRecordsOneByOne(
  data: unknown,
  validate: (data: unknown) => Promise<unknown>,
): Promise<unknown> {
  try {
    await validate(data);
    return data;
  } catch (error) {
    const kept = keepValidRecords(data, error);
    if (kept === undefined) throw error;
    try {
      await validate(kept);
    } catch {
      throw error;
    }
    return kept;
  }
}

/** The part of a generated SDK call's options that checks and shapes its answer. */
interface AnswerChecks {
  responseValidator?: (data: unknown) => Promise<unknown>;
  responseTransformer?: (data: unknown) => Promise<unknown>;
}

/**
 * Makes one request's answer checked record by record: its operation's validator runs through
 * `checkRecordsOneByOne`, and the answer it settles on is the one the call returns. For the API
 * client's request hook, which sees each call's options before its answer is checked.
 */
export function checkAnswerRecordByRecord(options: AnswerChecks): void {
  const validate = options.responseValidator;
  if (!validate) return;
  const transform = options.responseTransformer;
  let checked: { data: unknown } | undefined;
  options.responseValidator = async (data) => {
    checked = { data: await checkRecordsOneByOne(data, validate) };
  };
  options.responseTransformer = (data) => {
    const settled = checked ? checked.data : data;
    return transform ? transform(settled) : Promise.resolve(settled);
  };
}

/** The records a list answer left out because they break the contract; none for any other value. */
export function invalidRecordsOf(data: unknown): readonly InvalidRecord[] {
  if (!isRecord(data)) return NONE;
  const mark = data[MARK];
  return Array.isArray(mark) ? (mark as InvalidRecord[]) : NONE;
}

/** One empty list for every answer without left-out records, so a memo over it holds. */
const NONE: readonly InvalidRecord[] = Object.freeze([]);

/** "expected string, received 12": what is wrong with the field, without its name. */
export function issueExpectation({ expected, received, message }: RecordIssue): string {
  if (expected === undefined) return message;
  return `expected ${expected}${received !== undefined ? `, received ${received}` : ''}`;
}

/** "name: expected string, received 12; wallet: expected string, received null" */
export function describeRecordIssues(record: InvalidRecord, max = 3): string {
  const parts = record.issues.slice(0, max).map((issue) => `${issue.field}: ${issueExpectation(issue)}`);
  const more = record.issues.length - max;
  return parts.join('; ') + (more > 0 ? ` (+${more} more)` : '');
}

/** Records left out of a whole read, and the first of them, to say why. */
export interface SkippedRecords {
  count: number;
  first: InvalidRecord;
}

/** "2 records do not match the API contract and were left out (the first, id m7, name: expected string, received 12)" */
export function describeSkippedRecords({ count, first }: SkippedRecords): string {
  const many = count > 1;
  const which = many ? `${new Intl.NumberFormat('en-US').format(count)} records do` : '1 record does';
  const id = first.id !== undefined ? `id ${first.id}` : '';
  const prefix = many ? `the first${id ? `, ${id}` : ''}, ` : id ? `${id}, ` : '';
  const why = `${prefix}${describeRecordIssues(first, 1)}`;
  return `${which} not match the API contract and ${many ? 'were' : 'was'} left out (${why})`;
}

/** What one page added to a whole read's left-out records. */
export interface PageSkips {
  /** Records of the page left out (they count as sent, towards the list's total). */
  sent: number;
  /** Of those, records with an id not seen before on an earlier page. */
  fresh: number;
}

/**
 * The records a whole read left out, page after page: how many, and the first, to say why. A
 * record seen twice by its id (the list moved while it was read) is counted once.
 */
export function skippedRecordsTally() {
  const seen = new Set<string>();
  let count = 0;
  let first: InvalidRecord | undefined;
  return {
    add(page: unknown): PageSkips {
      const invalid = invalidRecordsOf(page);
      let fresh = 0;
      for (const record of invalid) {
        if (record.id !== undefined) {
          if (seen.has(record.id)) continue;
          seen.add(record.id);
          fresh++;
        }
        count++;
        first ??= record;
      }
      return { sent: invalid.length, fresh };
    },
    result(): SkippedRecords | undefined {
      return first ? { count, first } : undefined;
    },
  };
}
