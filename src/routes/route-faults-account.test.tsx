import { describeRouteFaults } from '../testing/route-faults';
import { setupSandbox } from '../testing/use-sandbox';

/**
 * The route fault table for the account-wide pages (webhooks, avatars, the partner catalogue): every page declared in src/testing/page-reads.mjs under the
 * nine read faults (see src/testing/route-faults.ts).
 */
const sandbox = setupSandbox();

describeRouteFaults(sandbox, 'account');
