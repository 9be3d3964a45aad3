import { describeRouteFaults } from '../../testing/route-faults';
import { PAGE_STATES } from './page-states';

describeRouteFaults(PAGE_STATES);
