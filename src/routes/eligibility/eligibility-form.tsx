import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { badgesQuery } from '../../api/resources/badges';
import { ErrorState } from '../../components/feedback/error-state';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { badgeTitle } from '../../features/badges/badge-columns';

/** Badges offered in the choice: one page; a badge further down the list comes by its link or URL. */
const BADGE_CHOICES = { page: 1, perPage: 100 };

interface EligibilityFormProps {
  communityId: string;
  subject: string;
  badgeId: string;
  onCheck: (subject: string, badgeId: string) => void;
}

/** The wallet (or ENS name, or member id) and the badge to check; both go into the URL. */
export function EligibilityForm({ communityId, subject, badgeId, onCheck }: EligibilityFormProps) {
  const badges = useQuery(badgesQuery(communityId, BADGE_CHOICES));
  const [who, setWho] = useState(subject);
  const [badge, setBadge] = useState(badgeId);
  const [errors, setErrors] = useState<{ who?: string; badge?: string }>({});
  const choices = badges.data?.results ?? [];
  const listed = choices.some((b) => b.id === badge);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      who: who.trim() ? undefined : 'Enter a wallet address, an ENS name or a member id.',
      badge: badge ? undefined : 'Choose a badge.',
    };
    setErrors(next);
    if (!next.who && !next.badge) onCheck(who.trim(), badge);
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Wallet and badge"
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <Field label="Wallet, ENS name or member id" error={errors.who}>
          <Input
            value={who}
            onChange={(e) => setWho(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x… or name.eth"
          />
        </Field>
        <Field label="Badge" error={errors.badge}>
          <NativeSelect value={badge} onChange={(e) => setBadge(e.target.value)}>
            <option value="">{badges.isPending ? 'Loading badges…' : 'Choose a badge'}</option>
            {!listed && badge && <option value={badge}>{badge}</option>}
            {choices.map((b) => (
              <option key={b.id} value={b.id}>
                {badgeTitle(b)} ({b.status?.replace('_', ' ') ?? 'unknown'})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" className="md:mt-6">
          Check
        </Button>
      </form>
      {badges.error && (
        <ErrorState
          title="The badges could not be listed"
          error={badges.error}
          onRetry={() => void badges.refetch()}
        />
      )}
    </>
  );
}
