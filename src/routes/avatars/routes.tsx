import { getConnection } from '../../api/credentials';
import { searchOf, type FolderRoutes } from '../../lib/route-module';

/** The avatars of the account behind the connection's bearer token. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'account/avatars',
    handle: { crumb: () => 'Account avatars' },
    // Without a token there is nothing to ask: the page says what to add instead.
    loader: async (args) => {
      if (!getConnection()?.bearerToken) return null;
      const { avatarListParams, avatarsQuery } = await import('../../features/avatars/api');
      return prefetch(avatarsQuery(avatarListParams(searchOf(args))));
    },
    lazy: async () => ({ Component: (await import('./avatar-gallery')).AvatarGallery }),
  },
];
