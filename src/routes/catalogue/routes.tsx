import { Library } from 'lucide-react';
import type { Params } from 'react-router';
import { paths } from '../../config/paths';
import {
  catalogueParams,
  catalogueQuery,
  publicAttributionParams,
  publicAttributionsQuery,
  useCatalogueBadge,
} from '../../features/catalogue/api';
import { paramOf, searchOf, type RouteModule } from '../../lib/route-module';
import { badgeTitle } from '../badges/badge-columns';

function CatalogueBadgeCrumb({ params }: { params: Params }) {
  const badge = useCatalogueBadge(params.badgeId ?? '');
  return <>{badge ? badgeTitle(badge) : 'Badge'}</>;
}

/** The partner catalogue (reward-provider keys only): every badge, and a badge's public attributions. */
export const catalogueModule: RouteModule = {
  nav: [{ group: 'account', label: 'Partner catalogue', icon: Library, to: () => paths.catalogue() }],
  routes: (prefetch) => [
    {
      path: 'catalogue',
      handle: { crumb: () => 'Partner catalogue' },
      children: [
        {
          index: true,
          loader: (args) => prefetch(catalogueQuery(catalogueParams(searchOf(args)))),
          lazy: async () => ({ Component: (await import('./catalogue-list')).CatalogueList }),
        },
        {
          path: ':badgeId',
          handle: { crumb: CatalogueBadgeCrumb },
          loader: (args) =>
            prefetch(
              publicAttributionsQuery(paramOf(args, 'badgeId'), publicAttributionParams(searchOf(args))),
            ),
          lazy: async () => ({ Component: (await import('./catalogue-badge')).CatalogueBadge }),
        },
      ],
    },
  ],
};
