import { SearchX } from 'lucide-react';
import { Button } from '../ui/button';
import { EmptyState } from './empty-state';

export type NoResultsProps = {
  onClear: () => void;
  description?: string;
  className?: string;
};

export function NoResults({
  onClear,
  description = 'Try removing a filter or searching for something else.',
  className,
}: NoResultsProps) {
  return (
    <EmptyState
      icon={SearchX}
      title="No results match these filters"
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
      className={className}
    />
  );
}
