import type { RouteModule } from '../lib/route-module';
import { audienceModule } from '../routes/audiences/routes';
import { avatarModule } from '../routes/avatars/routes';
import { badgeModule } from '../routes/badges/routes';
import { catalogueModule } from '../routes/catalogue/routes';
import { collectionModule } from '../routes/collections/routes';
import { communityModule } from '../routes/communities/routes';
import { connectModule } from '../routes/connect/routes';
import { eligibilityModule } from '../routes/eligibility/routes';
import { experienceModule } from '../routes/experiences/routes';
import { fileModule } from '../routes/files/routes';
import { jobModule } from '../routes/jobs/routes';
import { journalModule } from '../routes/journal/routes';
import { memberModule } from '../routes/members/routes';
import { paymentModule } from '../routes/payments/routes';
import { sandboxModule } from '../routes/sandbox/routes';
import { tagModule } from '../routes/tags/routes';
import { webhookModule } from '../routes/webhooks/routes';

/**
 * Every resource of the app, one line each. Community modules live under
 * `/communities/:communityId`; app modules under the root. The router and the sidebar are built from
 * these lists (in this order), so adding a resource means adding its module here.
 */
export const communityModules: RouteModule[] = [
  communityModule,
  badgeModule,
  experienceModule,
  collectionModule,
  paymentModule,
  memberModule,
  tagModule,
  audienceModule,
  fileModule,
  eligibilityModule,
];

export const appModules: RouteModule[] = [
  avatarModule,
  webhookModule,
  catalogueModule,
  jobModule,
  journalModule,
  connectModule,
  sandboxModule,
];
