import { useMutation } from '@tanstack/react-query';
import { createPaymentIntentMutation } from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';

/** A payment intent is created and answered once: the service has no read or list of them. */
export function useCreatePaymentIntent() {
  return useMutation(apiMutation(createPaymentIntentMutation()));
}
