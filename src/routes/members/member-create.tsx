import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { serverFieldErrors } from '../../api/errors';
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { memberTagChoicesQuery, useAddMember } from '../../features/members/api';
import { addMemberSchema, toMemberCreate, type AddMemberValues } from '../../features/members/schemas';
import { shortenAddress } from '../../lib/format';

export function MemberCreate() {
  const communityId = useParams().communityId ?? '';
  const navigate = useNavigate();
  const tags = useQuery(memberTagChoicesQuery(communityId));
  const addMember = useAddMember(communityId);
  const [formError, setFormError] = useState<string[]>([]);
  const form = useForm<AddMemberValues>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: { wallet: '', tags: [] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (addMember.isPending) return; // one record however fast the user clicks
    setFormError([]);
    try {
      const member = await addMember.mutateAsync({ path: { id: communityId }, body: toMemberCreate(values) });
      toast.success(`Member ${member.ensName ?? shortenAddress(member.wallet ?? member.id)} added`);
      void navigate(paths.members(communityId));
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['wallet', 'tags']);
      for (const [name, message] of Object.entries(fields)) {
        form.setError(name as keyof AddMemberValues, { type: 'server', message });
      }
      setFormError(rest);
    }
  });

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Add member"
        description="Add a wallet to this community. It can then claim the community's badges."
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-6 rounded-lg border border-border bg-card p-6"
      >
        <Field
          label="Wallet address"
          description="An Ethereum address (0x…). Mixed-case addresses are checked against their checksum."
          error={errors.wallet?.message}
          required
        >
          <Input
            {...form.register('wallet')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder="0x…"
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Tags (optional)</legend>
          {tags.isPending && <p className="text-sm text-muted-foreground">Loading tags…</p>}
          {tags.error && <p className="text-sm text-danger-fg">Could not load tags: {tags.error.message}</p>}
          {tags.data?.results.length === 0 && (
            <p className="text-sm text-muted-foreground">This community has no tags yet.</p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {tags.data?.results.map((tag) => (
              <Checkbox key={tag.id} value={tag.id} {...form.register('tags')} label={tag.name} />
            ))}
          </div>
          {errors.tags?.message && <p className="text-sm text-danger-fg">{errors.tags.message}</p>}
        </fieldset>
        {formError.length > 0 && (
          <div
            role="alert"
            className="rounded-md border border-danger-fg/30 bg-danger-bg px-3 py-2 text-sm text-danger-fg"
          >
            {formError.join(' ')}
          </div>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" pending={addMember.isPending}>
            Add member
          </Button>
          <Link to={paths.members(communityId)} className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
