import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap weak:rounded-lg font-medium ' +
    'transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
    'disabled:pointer-events-none disabled:opacity-60 ' +
    'aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none weak:[&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'border border-input bg-background text-foreground hover:bg-muted',
        ghost: 'weak:text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'weak:h-8 weak:px-3 weak:text-xs',
        md: 'weak:h-9 weak:px-4 weak:text-sm',
        icon: 'weak:size-9 weak:text-sm',
      },
    },
    // Sizes are weak: a link button's own height and padding, and a caller's classes, replace them.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router <Link>) with the button styles instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and disables the button (prevents double submits). Ignored with asChild. */
    pending?: boolean;
  };

/** `type` defaults to "button"; pass `type="submit"` for form submits. Icon-only buttons need an aria-label. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {pending && size === 'icon' ? null : children}
    </button>
  );
}
