import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { experienceQuery } from '../../api/resources/experiences';

/** The experience's name in the breadcrumbs; loaded with the experience's route. */
export function ExperienceCrumb({ params }: { params: Params }) {
  const { data } = useQuery(experienceQuery(params.communityId ?? '', params.experienceId ?? ''));
  return <>{data?.name ?? 'Experience'}</>;
}
