import { afterAll, afterEach } from 'vitest';
import { assertNoContractViolations } from './contract-violations';

// Every answer of the test sandbox is checked against the contract; one that breaks it fails the
// test that caused it (afterAll catches answers that arrive after their test has ended).
afterEach(assertNoContractViolations);
afterAll(assertNoContractViolations);
