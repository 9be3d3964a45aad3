import { useEffect, useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { chainLabel } from '../../lib/chains';
import type { RewardFormValues } from './schemas';

/** A vault id worth offering: the sandbox's own vault on a chain, or one a reward here already uses. */
export interface VaultSuggestion {
  chainId: string;
  id: string;
  source: 'sandbox' | 'used';
}

/**
 * The vault id, with help to find it: where the service shows it (its Portal; the API lists no
 * vaults) and the ids already used on the chosen chain, as suggestions. Any id may still be typed:
 * the service alone says whether the vault exists. A new reward starts with the sandbox's vault of
 * its chain, as long as the field has not been typed in.
 */
export function VaultIdField({
  form,
  suggestions = [],
  fillDefault,
}: {
  form: UseFormReturn<RewardFormValues>;
  suggestions?: readonly VaultSuggestion[];
  fillDefault: boolean;
}) {
  const listId = useId();
  const chainId = useWatch({ control: form.control, name: 'chainId' }).trim();
  const onChain = suggestions.filter((s) => s.chainId === chainId);
  const sandboxVault = onChain.find((s) => s.source === 'sandbox')?.id;
  const typed = form.formState.dirtyFields.vaultId === true;
  useEffect(() => {
    if (fillDefault && !typed) form.setValue('vaultId', sandboxVault ?? '');
  }, [fillDefault, typed, sandboxVault, form]);
  const chain = chainLabel(chainId) ?? 'this chain';
  const { errors } = form.formState;
  const offered =
    onChain.length > 0
      ? `The ids known for ${chain} are offered as you type.`
      : chainId
        ? `No reward of this community uses a vault on ${chain} yet.`
        : '';

  return (
    <>
      <Field
        label="Vault ID"
        required
        error={errors.vaultId?.message}
        description={`The vault the reward is paid from. Its id is in the service’s Portal, on the community’s dashboard (the API lists no vaults). ${offered}`}
      >
        <Input
          {...form.register('vaultId')}
          list={listId}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
        />
      </Field>
      <datalist id={listId}>
        {onChain.map((s) => (
          <option key={s.id} value={s.id}>
            {s.source === 'sandbox'
              ? 'The sandbox’s vault on this chain'
              : 'Used by a reward of this community'}
          </option>
        ))}
      </datalist>
    </>
  );
}
