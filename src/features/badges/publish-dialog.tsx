import { CircleCheck, CircleX, Globe, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { Badge } from '../../api/types';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { focusPageHeading } from '../../lib/focus';
import { useUpdateBadge } from './api';
import { badgeTitle } from './badge-columns';
import { usePreflight, type PreflightCheck } from './use-preflight';

const ICONS = {
  checking: { Icon: LoaderCircle, className: 'animate-spin text-muted-foreground', word: 'Checking' },
  pass: { Icon: CircleCheck, className: 'text-success-fg', word: 'Passed' },
  fail: { Icon: CircleX, className: 'text-danger-fg', word: 'Failed' },
} as const;

function CheckRow({ check }: { check: PreflightCheck }) {
  const { Icon, className, word } = ICONS[check.state];
  return (
    <li className="flex gap-3 py-2">
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${className}`} />
      <div className="flex flex-col">
        <span className="text-sm font-medium">
          <span className="sr-only">{word}: </span>
          {check.label}
        </span>
        {check.detail && <span className="text-sm text-muted-foreground">{check.detail}</span>}
      </div>
    </li>
  );
}

interface PublishDialogProps {
  communityId: string;
  badge: Badge;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Publishing from approved to live, after a checklist the admin sees before confirming. */
export function PublishDialog({ communityId, badge, open, onOpenChange }: PublishDialogProps) {
  const checks = usePreflight(communityId, badge, open);
  const update = useUpdateBadge(communityId);
  const [override, setOverride] = useState(false);
  // Set by the save's own callback: the close handler runs with the props of the dialog's last
  // render, which was drawn while the save was still pending.
  const published = useRef(false);
  const failing = checks.filter((c) => c.state === 'fail').length;
  const checking = checks.some((c) => c.state === 'checking');
  const canPublish = !checking && (failing === 0 || override) && !update.isPending;

  const publish = () => {
    if (update.isPending) return;
    update.mutate(
      { path: { id: communityId, badgeId: badge.id }, body: { status: 'live' } },
      {
        onSuccess: () => {
          published.current = true;
          toast.success(`Badge '${badgeTitle(badge)}' published`);
          onOpenChange(false);
        },
        onError: (error) => toast.error(`Could not publish: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent
        className="max-w-lg"
        // Once published, the Publish button is gone: focus the page heading instead of losing focus.
        onCloseAutoFocus={(event) => {
          if (published.current) {
            event.preventDefault();
            focusPageHeading();
          }
        }}
      >
        <DialogTitle>Publish “{badgeTitle(badge)}”?</DialogTitle>
        <DialogDescription>
          <span className="flex gap-2">
            <Globe aria-hidden className="mt-0.5 size-4 shrink-0" />
            Going live makes the badge publicly visible and claimable. It cannot be taken back to approved.
          </span>
        </DialogDescription>
        <ul aria-label="Go-live checks" aria-busy={checking} className="divide-y divide-border">
          {checks.map((check) => (
            <CheckRow key={check.id} check={check} />
          ))}
        </ul>
        <p className="sr-only" aria-live="polite">
          {checking ? 'Running checks' : failing ? `${String(failing)} checks failed` : 'All checks passed'}
        </p>
        {failing > 0 && !checking && (
          <Checkbox
            checked={override}
            onChange={(e) => setOverride(e.target.checked)}
            label={`Publish anyway, although ${String(failing)} ${failing === 1 ? 'check fails' : 'checks fail'}`}
          />
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={publish} disabled={!canPublish} pending={update.isPending}>
            Publish badge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
