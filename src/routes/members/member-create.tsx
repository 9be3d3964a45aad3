import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { tagChoicesQuery } from '../../api/resources/tags';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useAddMember } from '../../features/members/api';
import { MemberForm } from '../../features/members/member-form';
import { toMemberCreate } from '../../features/members/schemas';
import { useUrlState } from '../../hooks/use-url-state';
import { shortenAddress } from '../../lib/format';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';

/** A wallet handed over in the link (`?wallet=`) fills the form. */
const memberCreateSearch = urlSchema({ wallet: urlParam.rawText() });

export function MemberCreate() {
  const communityId = useParams().communityId ?? '';
  const [search] = useUrlState(memberCreateSearch);
  const navigate = useNavigate();
  const tags = useQuery(tagChoicesQuery(communityId));
  const addMember = useAddMember(communityId);

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Add member"
        description="Add a wallet to this community. It can then claim the community's badges."
      />
      <MemberForm
        tags={{ data: tags.data?.results, error: tags.error, isPending: tags.isPending }}
        cancelHref={paths.members(communityId)}
        initialWallet={search.wallet ?? ''}
        onSubmit={async (values) => {
          const member = await addMember.mutateAsync({
            path: { id: communityId },
            body: toMemberCreate(values),
          });
          toast.success(`Member ${member.ensName ?? shortenAddress(member.wallet ?? member.id)} added`);
          void navigate(paths.members(communityId));
        }}
      />
    </div>
  );
}
