import { afterAll, afterEach } from 'vitest';
import { setContractReporter } from '../sandbox/http/contract-report';
import { assertNoContractViolations, recordContractViolations } from './contract-violations';

// Every answer of a sandbox runtime made in a test (msw/node or the HTTP server) is checked against
// the contract; one that breaks it fails the test that caused it (afterAll catches answers that
// arrive after their test has ended).
setContractReporter(recordContractViolations);
afterEach(assertNoContractViolations);
afterAll(assertNoContractViolations);
