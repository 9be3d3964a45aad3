import { describeViolation, type ContractViolation } from '../sandbox/http/contract-report';

/**
 * Answers of the Vitest sandbox that broke the contract, kept until the end of the test that caused
 * them: the test setup (setup-contract.ts) then fails that test, naming each one.
 */
const found: string[] = [];

export function recordContractViolations(violations: readonly ContractViolation[]): void {
  found.push(...violations.map(describeViolation));
}

/** The violations recorded so far, forgotten once taken. */
export function takeContractViolations(): string[] {
  return found.splice(0, found.length);
}

/** Throws (so fails the running test) when any answer broke the contract since the last call. */
export function assertNoContractViolations(): void {
  const taken = takeContractViolations();
  if (taken.length === 0) return;
  throw new Error(`${taken.length} sandbox answer(s) broke the contract:\n  ${taken.join('\n  ')}`);
}
