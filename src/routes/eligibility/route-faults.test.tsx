import { describeRouteFaults } from '../../testing/route-faults';
import { PAGE_STATES } from './page-states';

// This module's pages × the nine read faults (src/testing/route-faults.ts).
describeRouteFaults(PAGE_STATES);
