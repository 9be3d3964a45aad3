import { Images } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** The community's uploads: the upload widget and the files sent from this browser. */
export const fileModule: RouteModule = {
  nav: [{ group: 'community', label: 'Files', icon: Images, to: paths.files }],
  routes: () => [
    {
      path: 'files',
      handle: { crumb: () => 'Files' },
      lazy: async () => ({ Component: (await import('./file-list')).FileList }),
    },
  ],
};
