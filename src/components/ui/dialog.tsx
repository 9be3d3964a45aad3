import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { createContext, useContext, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusAndFollow, focusPageHeading } from '../../lib/focus';

/** Whether the dialog around a DialogContent is open. */
const DialogOpen = createContext(false);

/**
 * Root, controlled: `open` / `onOpenChange`. A closed dialog renders nothing of its content.
 * Radix mounts a closed dialog's portal, overlay and panel each behind a presence check whose layout
 * effect sets state on mount: a synchronous re-render in the commit of the page that holds the
 * dialog, which also runs that commit's passive effects in the same task (about 20 ms on the badge
 * pages, where it made tasks over 50 ms). The dialogs here have no exit animation, so leaving the
 * closed content out changes nothing visible.
 */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root> & { open: boolean }) {
  return (
    <DialogOpen.Provider value={open}>
      <DialogPrimitive.Root open={open} {...props} />
    </DialogOpen.Provider>
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (Escape and the overlay still close). */
  hideClose?: boolean;
};

/**
 * Where focus goes back to from an element: a menu's item (a dialog opened from a menu) is gone
 * once the menu closes, so its menu's trigger, which names the menu's `id` in `aria-controls`.
 */
function menuTriggerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  if (!menu?.id) return element;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : element;
}

/**
 * Overlay + centred panel in a portal. Radix traps focus, focuses the first focusable element and
 * closes on Escape. On close, focus goes back to where it was when the dialog opened: Radix alone
 * returns it only to a Dialog.Trigger, and most dialogs here are opened by a form's submit or a
 * menu item, which left focus on the page's body. When that element is gone (the row just
 * deleted), now or as the page draws the save's result, the page heading takes it. A `onCloseAutoFocus` that prevents the default decides
 * itself. Always render a DialogTitle; without a DialogDescription pass `aria-describedby={undefined}`.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  if (!useContext(DialogOpen)) return null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] weak:max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-lg border border-border bg-popover p-5 text-popover-foreground shadow-overlay',
          'motion-safe:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Still the element focused before the dialog opened: Radix moves focus in after this.
          const active = document.activeElement;
          returnTo.current =
            active instanceof HTMLElement && active !== document.body ? menuTriggerOf(active) : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // An error shown as the dialog closed (a save that failed after its confirmation) has
          // taken focus to be read: it keeps it.
          if (document.activeElement?.closest('[role="alert"]')) {
            event.preventDefault();
            return;
          }
          const target = returnTo.current;
          event.preventDefault();
          if (target?.isConnected) focusAndFollow(target);
          else focusPageHeading();
        }}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg leading-6 font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** Buttons row: stacked (primary on top) on phones, right-aligned on wider screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
