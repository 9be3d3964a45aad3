import { isInFolder, LUCIDE_ICONS } from './guarded-paths.ts';

/**
 * What the entry imports statically loads as two chunks: its libraries (`vendor`) and the app's own
 * modules (`index`, the entry itself), instead of a chunk for every module a lazy page shares with
 * the entry; one chunk would make the entry's start task longer, since nothing of it compiles before
 * the whole file has arrived (docs/decisions/014-entry-modules-in-two-chunks.md).
 *
 * Lucide's icons are left to the bundler: every icon is reachable from the entry through the
 * package's index module, so the graph counts them all as the entry's, though tree-shaking keeps
 * only the few the first route draws; grouped, every page's icons would load on the first route.
 */
export function entryModulesInTwoChunks() {
  const notAnIcon = (id: string) => !isInFolder(id, LUCIDE_ICONS);
  const initial = ['$initial' as const];
  return [
    {
      name: 'vendor',
      tags: initial,
      priority: 1,
      test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && notAnIcon(id),
    },
    { name: 'index', tags: initial, test: notAnIcon },
  ];
}
