import { Command } from 'cmdk';
import type { PaletteGroup, PaletteItem } from './palette-item';
import type { RankedItems } from './rank-items';

/** How many entries of one group are listed: the palette is for jumping, not for browsing lists. */
const PER_GROUP = 8;

function byGroup(items: readonly PaletteItem[]): [PaletteGroup, PaletteItem[]][] {
  const groups = new Map<PaletteGroup, PaletteItem[]>();
  for (const item of items) {
    const list = groups.get(item.group) ?? [];
    if (list.length < PER_GROUP) list.push(item);
    groups.set(item.group, list);
  }
  return [...groups.entries()];
}

/** The groups listed, in order: recent entries, then each group's best entries. */
export function listedGroups(ranked: RankedItems): [PaletteGroup, PaletteItem[]][] {
  return [
    ...(ranked.recent.length > 0 ? [['Recent', ranked.recent] as [PaletteGroup, PaletteItem[]]] : []),
    ...byGroup(ranked.others),
  ];
}

interface PaletteResultsProps {
  groups: [PaletteGroup, PaletteItem[]][];
  onChoose: (item: PaletteItem) => void;
  /** A wallet or member id that the service says is not a member. */
  notFound: string | undefined;
}

export function PaletteResults({ groups, onChoose, notFound }: PaletteResultsProps) {
  return (
    <Command.List className="overflow-y-auto overscroll-contain p-2">
      <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
        {notFound ? `No member has the wallet or ID ${notFound}.` : 'Nothing matches.'}
      </Command.Empty>
      {groups.map(([group, items]) => (
        <Command.Group
          key={group}
          heading={group}
          className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
        >
          {items.map((item) => (
            <Command.Item
              key={item.to}
              value={`${group}:${item.to}`}
              onSelect={() => onChoose(item)}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-muted"
            >
              <span className="min-w-0 flex-1 truncate">{item.label}</span>
              {item.detail && (
                <span className="max-w-[45%] shrink-0 truncate text-xs text-muted-foreground">
                  {item.detail}
                </span>
              )}
            </Command.Item>
          ))}
        </Command.Group>
      ))}
    </Command.List>
  );
}
