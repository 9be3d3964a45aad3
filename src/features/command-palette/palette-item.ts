/** What the palette lists. Every entry opens a page: pages, records, and actions that start on their page. */
export type PaletteGroup =
  | 'Recent'
  | 'Views'
  | 'Actions'
  | 'Pages'
  | 'Communities'
  | 'Badges'
  | 'Tags'
  | 'Experiences'
  | 'Webhooks'
  | 'Members';

export interface PaletteItem {
  /** The page it opens; also its identity (two entries opening the same page are one). */
  to: string;
  group: Exclude<PaletteGroup, 'Recent'>;
  label: string;
  /** Shown beside the label: a status, a wallet, where an action happens. */
  detail?: string;
  /** Other words that find it (an id, a wallet, an ENS name). */
  keywords?: string[];
}

/** A page from the sidebar's entries (the shell passes them in: the palette cannot read the routes). */
export interface PalettePage {
  label: string;
  to: string;
  /** The section's group, e.g. "Manage" for a community's sections. */
  detail?: string;
}
