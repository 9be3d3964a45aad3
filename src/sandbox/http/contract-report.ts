/**
 * Where contract violations of sandbox answers go (see contract-check.ts). Kept apart from the check
 * itself, so the test setup can redirect them without loading the schemas.
 */

export interface ContractViolation {
  operationId: string;
  status: number;
  /** Dot path in the body (`results.0.chainId`), `(status)`, `(body)` or `(operation)`. */
  field: string;
  problem: string;
}

export type ContractReporter = (violations: ContractViolation[]) => void;

export const VIOLATION_MARKER = 'Sandbox contract violation';

/** "Sandbox contract violation: getBadgeAttribution 200 chainId: Invalid type: …" */
export function describeViolation(violation: ContractViolation): string {
  const { operationId, status, field, problem } = violation;
  return `${VIOLATION_MARKER}: ${operationId} ${status} ${field}: ${problem}`;
}

const logViolations: ContractReporter = (violations) => {
  for (const violation of violations) console.error(describeViolation(violation));
};

let current: ContractReporter = logViolations;

/**
 * Sends the violations of every sandbox runtime created without its own reporter here (the Vitest
 * setup records them, to fail the test that caused them). By default they are logged.
 */
export function setContractReporter(report: ContractReporter): void {
  current = report;
}

export const reportContractViolations: ContractReporter = (violations) => current(violations);
