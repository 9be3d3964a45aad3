import type { Params } from 'react-router';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useCatalogueBadge } from '../../features/catalogue/api';

/** The badge's title in the breadcrumbs; loaded with the badge's catalogue page. */
export function CatalogueBadgeCrumb({ params }: { params: Params }) {
  const badge = useCatalogueBadge(params.badgeId ?? '');
  return <>{badge ? badgeTitle(badge) : 'Badge'}</>;
}
