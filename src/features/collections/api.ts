import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMintableMutation, mintMintableMutation } from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';
import { memberKeys } from '../../api/resources/members';

/*
 * The service has no read of a collection or a mintable (and no list of either): what was created
 * or used is remembered in this browser by the pages (src/lib/recent-ids.ts). A mint puts a token
 * in a wallet, so the community's member token reads are read again.
 */

export function useCreateMintable() {
  return useMutation(apiMutation(createMintableMutation()));
}

export function useMintMintable() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(mintMintableMutation()),
    onSuccess: (_result, { path }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.allTokens(path.id) }),
  });
}
