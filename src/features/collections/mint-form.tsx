import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { serverFieldErrors } from '../../api/errors';
import type { MintResult } from '../../api/generated/types.gen';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { FormError } from '../../components/feedback/form-error';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
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
 * refusal (no mints left, minting closed) is shown with the server's words, the input kept.
 */
export function MintForm({ communityId, collectionId, mintableId, nameOf, onMinted }: MintFormProps) {
  const form = useForm<MintFormValues>({
    resolver: zodResolver(mintFormSchema),
    // The page remounts the form (key) when another mintable is picked.
    defaultValues: { mintableId, wallet: '' },
  });
  const { errors } = form.formState;
  const typedId = useWatch({ control: form.control, name: 'mintableId' }).trim();
  const mint = useMintMintable();
  const sending = useRef(false);
  const [confirming, setConfirming] = useState<MintFormValues>();
  const [formError, setFormError] = useState<string[]>([]);
  const [minted, setMinted] = useState<Minted>();

  const send = async (values: MintFormValues) => {
    if (sending.current) return;
    sending.current = true;
    setFormError([]);
    const id = values.mintableId.trim();
    try {
      const result = await mint.mutateAsync({
        path: { id: communityId, collectionId, mintableId: id },
        body: toMintRequest(values),
      });
      setMinted({ mintableId: id, wallet: toChecksumAddress(values.wallet), result });
      onMinted(id, result);
      form.reset({ mintableId: id, wallet: '' });
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['wallet']);
      if (fields.wallet) form.setError('wallet', { type: 'server', message: fields.wallet });
      setFormError(rest);
    } finally {
      sending.current = false;
      setConfirming(undefined);
    }
  };

  const pendingName = confirming
    ? (nameOf(confirming.mintableId.trim()) ?? confirming.mintableId.trim())
    : '';
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            setMinted(undefined);
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
        <div>
          <Button type="submit">Mint…</Button>
        </div>
      </form>
      {minted && <MintResultCard name={nameOf(minted.mintableId) ?? minted.mintableId} {...minted} />}
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
        pending={mint.isPending}
        onConfirm={() => {
          if (confirming) void send(confirming);
        }}
      />
    </div>
  );
}
