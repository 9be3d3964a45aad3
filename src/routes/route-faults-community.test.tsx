import { describeRouteFaults } from '../testing/route-faults';
import { setupSandbox } from '../testing/use-sandbox';

/**
 * The route fault table for the communities list and a community's own pages (overview, members, experiences, tags): every page declared in src/testing/page-reads.mjs under the
 * nine read faults (see src/testing/route-faults.ts).
 */
const sandbox = setupSandbox();

describeRouteFaults(sandbox, 'community');
