import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive, Slot } from 'radix-ui';
import { createContext, startTransition, useContext, useEffect, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface MenuState {
  /** Radix's menu is mounted (from the task after the page's first commit). */
  live: boolean;
  open: boolean;
}

const MenuStateContext = createContext<MenuState>({ live: true, open: false });

/**
 * Root, managing its own open state. Non-modal by default: the rest of the page is not aria-hidden
 * while the menu is open (keeps axe scans clean); focus still moves into the menu, Escape and
 * outside clicks close it.
 *
 * Radix's menu sets state when it mounts (its trigger registers as the popup's anchor, a closed
 * menu's presence check settles), which React renders synchronously inside the commit that mounted
 * it, running that commit's passive effects in the same task: on a badge page that made one task
 * of over 50 ms. So the menu is mounted in a transition after the page's first commit; until then
 * its trigger keeps its place, hidden and inert (nothing can press a button that is about to be
 * replaced). A closed menu renders nothing of its content.
 */
export function DropdownMenu({
  modal = false,
  children,
  onOpenChange,
  ...props
}: Omit<ComponentProps<typeof MenuPrimitive.Root>, 'open' | 'defaultOpen'>) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  if (!live) {
    return (
      <MenuStateContext.Provider value={{ live, open }}>
        <span inert aria-hidden className="invisible contents">
          {children}
        </span>
      </MenuStateContext.Provider>
    );
  }
  return (
    <MenuStateContext.Provider value={{ live, open }}>
      <MenuPrimitive.Root
        modal={modal}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        {...props}
      >
        {children}
      </MenuPrimitive.Root>
    </MenuStateContext.Provider>
  );
}

/** Use with `asChild` around a Button (icon-only buttons need an aria-label). */
export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const { live } = useContext(MenuStateContext);
  if (live) return <MenuPrimitive.Trigger {...props} />;
  // Its place in the layout until the menu is mounted (see DropdownMenu).
  const { asChild, ...rest } = props;
  const Element = asChild ? Slot.Root : 'button';
  return <Element type="button" aria-haspopup="menu" aria-expanded={false} {...rest} />;
}

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
  if (!useContext(MenuStateContext).open) return null;
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

/** A heading over a group of items (not focusable; the items' names stand alone). */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

/** One choice of a group (`menuitemradio`): the checked one has a check mark and `aria-checked`. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cn(itemClassName, 'pl-8', className)} {...props}>
      <span className="absolute left-2 inline-flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}
