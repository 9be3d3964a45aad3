import type { RouteObject } from 'react-router';
import type { Prefetch } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

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
          loader: async (args) => (await loaders()).attributionListLoader(prefetch, args),
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
          loader: async (args) => (await loaders()).attributionLoader(prefetch, args),
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
