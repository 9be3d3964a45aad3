import type { PalettePage } from '../../features/command-palette/palette-item';
import { NAV_ENTRIES } from '../route-manifest';

const TITLES = { top: undefined, community: 'Manage', account: 'Account', settings: 'Settings' } as const;

/** The pages the palette can jump to: the sidebar's entries (a community's sections once one is chosen). */
export function palettePages(communityId: string | undefined, sandbox: boolean): PalettePage[] {
  return NAV_ENTRIES.filter(
    (e) => (sandbox || !e.sandboxOnly) && (e.group !== 'community' || communityId !== undefined),
  ).map((e) => ({ label: e.label, to: e.to(communityId ?? ''), detail: TITLES[e.group] }));
}
