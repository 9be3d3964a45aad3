import { useCallback, useMemo } from 'react';
import { useRecentIds } from '../../hooks/use-recent-ids';
import type { PaletteItem } from './palette-item';

const GROUPS: readonly PaletteItem['group'][] = [
  'Views',
  'Actions',
  'Pages',
  'Communities',
  'Badges',
  'Tags',
  'Experiences',
  'Webhooks',
  'Members',
];

function isGroup(value: string | undefined): value is PaletteItem['group'] {
  return GROUPS.some((g) => g === value);
}

/**
 * What was opened from the palette on this connection, newest first (at most 8): the page it
 * opened, its name and its group, so a recent entry is offered even before its list is read again.
 */
export function useRecentPaletteItems() {
  const { items, remember } = useRecentIds('palette', 'app');
  const recent = useMemo(
    () =>
      items.flatMap((r): PaletteItem[] =>
        r.label && isGroup(r.note) ? [{ to: r.id, label: r.label, group: r.note }] : [],
      ),
    [items],
  );
  const add = useCallback(
    (item: PaletteItem) => remember({ id: item.to, label: item.label, note: item.group }),
    [remember],
  );
  return { recent, add };
}
