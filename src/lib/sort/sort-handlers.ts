import { transferring, type CallContext } from '../worker-rpc';
import { sortOrder, type SortDirection, type SortKind, type SortValue } from './compare';

/** One column to sort: its kind, every row's value in list order, and the direction. */
export interface SortRequest {
  kind: SortKind;
  values: SortValue[];
  direction: SortDirection;
}

/** What the sort worker answers: the permutation, its buffer handed over rather than copied. */
export const sortHandlers = {
  order: (request: SortRequest, context: CallContext) => {
    if (context.signal.aborted) throw new DOMException('The call was cancelled.', 'AbortError');
    const order = sortOrder(request.kind, request.values, request.direction);
    return transferring(order, [order.buffer]);
  },
};
