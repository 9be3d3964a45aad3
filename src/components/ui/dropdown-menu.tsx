import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Root. Non-modal by default: the rest of the page is not aria-hidden while the menu is open (keeps
 * axe scans clean); focus still moves into the menu, Escape and outside clicks close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
/** Use with `asChild` around a Button (icon-only buttons need an aria-label). */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

const itemClassName =
  'relative flex min-h-8 cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none ' +
  'weak:data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60 ' +
  '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto',
          'rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-overlay motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> & {
  /** Red text for destructive actions (the word still says what it does). */
  destructive?: boolean;
};

export function DropdownMenuItem({ className, destructive = false, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClassName,
        destructive && 'text-danger-fg data-[highlighted]:bg-danger-bg',
        className,
      )}
      {...props}
    />
  );
}
