import { useMutation } from '@tanstack/react-query';
import { createMintableMutation, mintMintableMutation } from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';

/*
 * The service has no read of a collection or a mintable (and no list of either): these writes are
 * all there is, so there is no cache to keep in step. What was created or used is remembered in
 * this browser by the pages (src/lib/recent-ids.ts).
 */

export function useCreateMintable() {
  return useMutation(apiMutation(createMintableMutation()));
}

export function useMintMintable() {
  return useMutation(apiMutation(mintMintableMutation()));
}
