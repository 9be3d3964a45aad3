import { errorMessage } from '../../api/errors';
import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import type { AudienceMembers } from './use-audience-members';

interface AudienceReadingProps {
  reading: AudienceMembers;
  tagName: (tagId: string) => string;
}

/**
 * What the audience's count is built on: each member list being read (with its progress), a read
 * that failed (with a retry), and a list the service did not give whole (the count may be short).
 */
export function AudienceReading({ reading, tagName }: AudienceReadingProps) {
  const listName = (tagId: string | null) => (tagId === null ? 'the community’s members' : `“${tagName(tagId)}”`);
  return (
    <div className="flex flex-col gap-2">
      {reading.sources
        .filter((s) => s.status === 'pending')
        .map((s) => (
          <TaskProgress
            key={s.tagId ?? ''}
            label={`Reading ${listName(s.tagId)}`}
            done={s.progress?.loaded ?? 0}
            {...(s.progress ? { total: s.progress.total } : {})}
            unit="members"
          />
        ))}
      {reading.error && (
        <InlineError
          action={
            <Button variant="secondary" size="sm" onClick={reading.retry}>
              Try again
            </Button>
          }
        >
          A member list could not be read: {errorMessage(reading.error)}
        </InlineError>
      )}
      {reading.sources.map(
        (s) =>
          s.incomplete && (
            <p key={`incomplete-${s.tagId ?? ''}`} className="text-sm text-warning-fg">
              The list of {listName(s.tagId)} is not whole ({describeIncompleteRead(s.incomplete)}): the count may
              be short.
            </p>
          ),
      )}
    </div>
  );
}
