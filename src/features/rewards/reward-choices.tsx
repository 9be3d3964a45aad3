import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChoiceField, type Choice } from '../../components/ui/choice-field';
import { CHAIN_CHOICES } from '../../lib/chains';
import { PROVIDER_CHOICES, STATUS_CHOICES, TYPE_CHOICES, type RewardFormValues } from './schemas';

type ChoiceName = 'provider' | 'type' | 'status' | 'chainId';

interface ChoiceText {
  label: string;
  choices: readonly Choice[];
  emptyLabel: string;
  otherLabel: string;
  otherDescription: string;
  otherInputMode?: 'numeric' | 'text';
}

/** What each chosen field of the reward form offers, and what it says about a value typed under "Other…". */
const CHOICE_FIELDS: Record<ChoiceName, ChoiceText> = {
  provider: {
    label: 'Provider',
    choices: PROVIDER_CHOICES,
    emptyLabel: 'Choose a provider',
    otherLabel: 'Other provider',
    otherDescription: 'The service documents Thank APE and Vault; it decides whether it knows this one.',
  },
  type: {
    label: 'Type',
    choices: TYPE_CHOICES,
    emptyLabel: 'Choose a type',
    otherLabel: 'Other type',
    otherDescription: 'As the service names it, e.g. erc20; it decides whether it knows this one.',
  },
  status: {
    label: 'Status',
    choices: STATUS_CHOICES,
    emptyLabel: 'Choose a status',
    otherLabel: 'Other status',
    otherDescription: 'The service documents open, pending and sent; it decides whether it knows this one.',
  },
  chainId: {
    label: 'Chain',
    choices: CHAIN_CHOICES,
    emptyLabel: 'Choose a chain',
    otherLabel: 'Other chain ID',
    otherDescription: "The chain's number, e.g. 42220.",
    otherInputMode: 'numeric',
  },
};

/** A field of the reward form chosen from known values, or typed under "Other…". */
export function RewardChoice({ form, name }: { form: UseFormReturn<RewardFormValues>; name: ChoiceName }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceField
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          {...CHOICE_FIELDS[name]}
        />
      )}
    />
  );
}
