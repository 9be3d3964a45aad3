import { listAccountAvatarsOptions } from '../generated/@tanstack/react-query.gen';
import { apiQuery } from '../query';

/** The account's avatars: read with the connection's bearer token (the operation's security scheme), never the API key. */

export interface AvatarPageParams {
  page: number;
  perPage: number;
}

export function avatarPageQuery(list: AvatarPageParams) {
  return apiQuery(listAccountAvatarsOptions({ query: { page: list.page, perPage: list.perPage } }));
}
