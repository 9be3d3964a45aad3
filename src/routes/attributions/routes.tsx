import type { RouteObject } from 'react-router';
import { attributionQuery, attributionsQuery } from '../../api/resources/attributions';
import { attributionListParams } from '../../features/attributions/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

/**
 * A badge's attributions, as pages of the badge hub's Attributions tab (relative to the badge):
 * the list, award (to one wallet or to a list), claim codes, and one attribution.
 */
export function attributionTabRoutes(prefetch: Prefetch): RouteObject[] {
  return [
    {
      path: 'attributions',
      handle: { crumb: () => 'Attributions' },
      children: [
        {
          index: true,
          loader: (args) =>
            prefetch(
              attributionsQuery(
                paramOf(args, 'communityId'),
                paramOf(args, 'badgeId'),
                attributionListParams(searchOf(args)),
              ),
            ),
          lazy: async () => ({ Component: (await import('./attribution-list')).AttributionList }),
        },
        {
          path: 'new',
          handle: { crumb: () => 'Award' },
          lazy: async () => ({ Component: (await import('./attribution-award')).AttributionAward }),
        },
        {
          path: 'award-many',
          handle: { crumb: () => 'Award many' },
          lazy: async () => ({ Component: (await import('./award-many')).AwardMany }),
        },
        {
          path: 'codes',
          handle: { crumb: () => 'Claim codes' },
          lazy: async () => ({ Component: (await import('./claim-codes')).ClaimCodes }),
        },
        {
          path: ':attributionId',
          handle: { crumb: () => 'Attribution' },
          loader: (args) =>
            prefetch(
              attributionQuery(
                paramOf(args, 'communityId'),
                paramOf(args, 'badgeId'),
                paramOf(args, 'attributionId'),
              ),
            ),
          lazy: async () => ({ Component: (await import('./attribution-show')).AttributionShow }),
        },
      ],
    },
  ];
}

/** Pages of a badge outside its hub (relative to the badge): the printable sheet of claim codes. */
export function attributionPageRoutes(): RouteObject[] {
  return [
    {
      path: 'attributions/codes/print',
      handle: { crumb: () => 'Claim code sheet' },
      lazy: async () => ({ Component: (await import('./claim-code-sheet')).ClaimCodeSheet }),
    },
  ];
}
