import { CircleAlert, CircleCheck } from 'lucide-react';
import { keysNotApplied, showValue, type Metadata } from './metadata';

export interface UpdateOutcome {
  sent: Metadata;
  /** The metadata the service answered with: the attribution as stored after the request. */
  stored: Metadata;
  guard?: { conditionKey: string; condition: 'gt' | 'lt' };
}

/**
 * Whether an update applied, told by comparing what was sent with what the service answered: a
 * refused condition is not an error, the service answers the attribution unchanged.
 */
export function UpdateOutcomeNote({ outcome }: { outcome: UpdateOutcome }) {
  const { sent, stored, guard } = outcome;
  const missed = keysNotApplied(sent, stored);
  if (missed.length === 0) {
    const shown = Object.keys(sent).slice(0, 3);
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg bg-success-bg px-3 py-2 text-sm text-success-fg"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Applied.</strong>{' '}
          {shown.length === 0
            ? 'The metadata was sent empty.'
            : `${shown.map((key) => `${key} is now ${showValue(stored[key])}`).join(', ')}${Object.keys(sent).length > 3 ? ', …' : ''}.`}
        </span>
      </div>
    );
  }
  const key = guard?.conditionKey;
  const refusedByGuard = guard !== undefined && key !== undefined && missed.includes(key);
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg bg-warning-bg px-3 py-2 text-sm text-warning-fg"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Not applied.</strong>{' '}
        {refusedByGuard
          ? `The service kept ${key} = ${showValue(stored[key])}: the update applies only when the new ${key} (${showValue(sent[key])}) is ${
              guard.condition === 'gt' ? 'greater' : 'lower'
            } than the stored one.`
          : `The answer does not hold what was sent for ${missed
              .map((k) => `${k} (sent ${showValue(sent[k])}, stored ${showValue(stored[k])})`)
              .join(', ')}.`}
      </span>
    </div>
  );
}
