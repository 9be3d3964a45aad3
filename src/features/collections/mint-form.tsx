import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MintResult } from '../../api/generated/types.gen';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { useServerForm } from '../../hooks/use-server-form';
import { toChecksumAddress } from '../../lib/address';
import { useMintMintable } from './api';
import { MintResultCard } from './mint-result';
import { mintFormSchema, toMintRequest, type MintFormValues } from './schemas';

interface MintFormProps {
  communityId: string;
  collectionId: string;
  /** The mintable chosen elsewhere on the page (a link, the list of recent ones). */
  mintableId: string;
  /** A mintable's name, when this browser remembers it. */
  nameOf: (mintableId: string) => string | undefined;
  onMinted: (mintableId: string, result: MintResult) => void;
}

interface Minted {
  mintableId: string;
  wallet: string;
  result: MintResult;
}

/**
 * Mints one token of a mintable to a wallet: the address is checked before anything is sent, the
 * admin confirms the mintable and the wallet, and the result (token, transaction) is shown. A
 * refusal (no mints left, minting closed) is shown with the server's words, the input kept. After
 * a mint the fields start again (remounted: `useServerForm` keeps a saved form locked) with the
 * same mintable, and the result stays below them.
 */
export function MintForm(props: MintFormProps) {
  const [minted, setMinted] = useState<Minted>();
  const [round, setRound] = useState(0);
  return (
    <div className="flex flex-col gap-5">
      <MintFields
        key={round}
        {...props}
        mintableId={minted?.mintableId ?? props.mintableId}
        onConfirming={() => setMinted(undefined)}
        onMinted={(done) => {
          setMinted(done);
          setRound((n) => n + 1);
          props.onMinted(done.mintableId, done.result);
        }}
      />
      {minted && <MintResultCard name={props.nameOf(minted.mintableId) ?? minted.mintableId} {...minted} />}
    </div>
  );
}

interface MintFieldsProps extends Omit<MintFormProps, 'onMinted'> {
  onConfirming: () => void;
  onMinted: (minted: Minted) => void;
}

function MintFields({
  communityId,
  collectionId,
  mintableId,
  nameOf,
  onConfirming,
  onMinted,
}: MintFieldsProps) {
  const form = useForm<MintFormValues>({
    resolver: zodResolver(mintFormSchema),
    // The page remounts the form (key) when another mintable is picked.
    defaultValues: { mintableId, wallet: '' },
  });
  const { errors } = form.formState;
  const typedId = useWatch({ control: form.control, name: 'mintableId' }).trim();
  const mint = useMintMintable();
  const [confirming, setConfirming] = useState<MintFormValues>();
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: ['wallet'],
    onSubmit: async (values) => {
      const id = values.mintableId.trim();
      try {
        const result = await mint.mutateAsync({
          path: { id: communityId, collectionId, mintableId: id },
          body: toMintRequest(values),
        });
        onMinted({ mintableId: id, wallet: toChecksumAddress(values.wallet), result });
      } finally {
        setConfirming(undefined);
      }
    },
  });

  const pendingName = confirming
    ? (nameOf(confirming.mintableId.trim()) ?? confirming.mintableId.trim())
    : '';
  return (
    <>
      <form
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            onConfirming();
            setConfirming(values);
          })(event)
        }
        noValidate
        className="flex flex-col gap-5"
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field
            label="Mintable ID"
            required
            error={errors.mintableId?.message}
            description={nameOf(typedId)}
          >
            <Input
              {...form.register('mintableId')}
              className="font-mono"
              spellCheck={false}
              autoComplete="off"
            />
          </Field>
          <Field label="Wallet address" required error={errors.wallet?.message}>
            <Input
              {...form.register('wallet')}
              className="font-mono"
              spellCheck={false}
              autoComplete="off"
              placeholder="0x…"
            />
          </Field>
        </div>
        <FormError messages={formError} />
        <FormFooter submitLabel="Mint…" />
      </form>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={`Mint “${pendingName}”?`}
        description={
          <>
            One token of <strong>{pendingName}</strong> goes to the wallet{' '}
            <span className="font-mono break-all">
              {confirming ? toChecksumAddress(confirming.wallet) : ''}
            </span>
            . A mint cannot be taken back.
          </>
        }
        confirmLabel="Mint"
        pending={pending}
        // Sends the values the dialog names (checked again, one request however fast the clicks).
        onConfirm={() => submit()}
      />
      <UnsavedChangesDialog blocker={blocker} what="this mint" />
    </>
  );
}
