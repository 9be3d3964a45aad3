import * as v from 'valibot';
import * as generated from '../../api/generated/valibot.gen';
import { describeViolation, type ContractReporter, type ContractViolation } from './contract-report';
import { contractStatuses } from './contract-statuses.gen';

/**
 * Checks one sandbox answer against the contract (openapi/community-badges.yaml): its status must be
 * one the operation lists, and its body must match the schema for that status (the generated valibot
 * schema of the operation's success answer, or the error body). The dashboard rejects answers that
 * break the contract, so the sandbox must never send one: every answer of every operation in
 * `apiRoutes` goes through here, keyed by operationId, whoever added the operation.
 */

export interface AnswerToCheck {
  operationId: string;
  status: number;
  /** The body as sent (JSON), `undefined` for none. */
  body: unknown;
  /**
   * A fault injected on purpose (forced status, error rate): it stands for answers outside the
   * contract (a gateway error, a server lacking the operation), so its status is not checked; its
   * body still must be the error body.
   */
  injected?: boolean;
}

/** What the sandbox sends for every error: all three fields, the status repeated in the body. */
function errorBodySchema(status: number) {
  const { message, error } = generated.vErrorBody.entries;
  return v.object({ statusCode: v.literal(status), message: v.unwrap(message), error: v.unwrap(error) });
}

function isSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';
}

const schemas: Readonly<Record<string, unknown>> = generated;

/** The generated schema of an operation's success answer: `v<OperationId>Response`. */
function successSchema(operationId: string): v.GenericSchema | undefined {
  const schema = schemas[`v${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
  return isSchema(schema) ? schema : undefined;
}

function bodyViolations(
  answer: AnswerToCheck,
  schema: v.GenericSchema,
): Omit<ContractViolation, 'operationId' | 'status'>[] {
  const result = v.safeParse(schema, answer.body);
  if (result.success) return [];
  return result.issues.map((issue) => ({
    field: v.getDotPath(issue) ?? '(body)',
    problem: issue.message,
  }));
}

/** Every way this answer breaks the contract; empty when it keeps it. */
export function validateAnswer(answer: AnswerToCheck): ContractViolation[] {
  const { operationId, status } = answer;
  const at = (found: Omit<ContractViolation, 'operationId' | 'status'>[]) =>
    found.map((f) => ({ operationId, status, ...f }));
  const statuses = contractStatuses[operationId];
  if (!statuses) return at([{ field: '(operation)', problem: 'the contract has no operation of this id' }]);

  const kind = statuses[status];
  if (kind === undefined) {
    const listed = Object.keys(statuses).join(', ');
    if (!answer.injected || status < 400) {
      return at([{ field: '(status)', problem: `status ${status} is not listed (listed: ${listed})` }]);
    }
  }
  if (kind === undefined || kind === 'error') return at(bodyViolations(answer, errorBodySchema(status)));
  if (kind === 'any') return [];
  if (kind === 'empty') {
    return answer.body === undefined ? [] : at([{ field: '(body)', problem: 'expected no body' }]);
  }
  const schema = successSchema(operationId);
  if (!schema) return at([{ field: '(body)', problem: 'no generated response schema to check against' }]);
  return at(bodyViolations(answer, schema));
}

/** Checks an answer as sent; one operation's handler calls it with its operationId. */
export type AnswerCheck = (operationId: string, response: Response, injected: boolean) => Promise<Response>;

async function readBody(response: Response): Promise<{ body: unknown } | { problem: string }> {
  const text = await response.clone().text();
  if (text === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'the body is not JSON' };
  }
}

/**
 * An answer that breaks the contract is reported and replaced by a 500 naming the operation, the
 * status and the field, so the test that caused it fails even where nobody reads the report
 * (Playwright looks for the marker in every answer).
 */
export function contractGuard(report: ContractReporter): AnswerCheck {
  return async (operationId, response, injected) => {
    const read = await readBody(response);
    const { status } = response;
    const violations =
      'problem' in read
        ? [{ operationId, status, field: '(body)', problem: read.problem }]
        : validateAnswer({ operationId, status, body: read.body, injected });
    const [first] = violations;
    if (!first) return response;
    report(violations);
    const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
    return Response.json(
      { statusCode: 500, message: `${describeViolation(first)}${more}`, error: 'Internal Server Error' },
      { status: 500 },
    );
  };
}
