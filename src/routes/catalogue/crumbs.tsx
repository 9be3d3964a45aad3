import type { Params } from 'react-router';
import { useCatalogueBadge } from '../../features/catalogue/api';
import { badgeTitle } from '../badges/badge-columns';

/** The badge's title in the breadcrumbs; loaded with the badge's catalogue page. */
export function CatalogueBadgeCrumb({ params }: { params: Params }) {
  const badge = useCatalogueBadge(params.badgeId ?? '');
  return <>{badge ? badgeTitle(badge) : 'Badge'}</>;
}
