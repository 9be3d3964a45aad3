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
  description = 'Nothing in this list matches the filters you set. Clear them to see every entry.',
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
