import { clsx } from 'clsx';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './DropdownMenu.css';

/**
 * A menu of actions opened from a button (Radix): arrow keys move between items, typing jumps to an item,
 * Escape closes and focus returns to the trigger.
 */
export const DropdownMenu = MenuPrimitive.Root;

/** The button that opens the menu; use `asChild` with a `Button` or `IconButton`. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/** Groups related items. */
export const DropdownMenuGroup = MenuPrimitive.Group;

export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Content> {}

/** The floating menu panel, rendered in a portal. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { className, sideOffset = 6, align = 'end', ...props },
  ref,
) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        className={clsx(styles.content, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
});
DropdownMenuContent.displayName = 'DropdownMenuContent';

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Item> {
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Styles the item as a destructive action (sign out, delete). */
  destructive?: boolean;
}

/**
 * One action. For navigation, pass `asChild` with a link inside (`<a href>` or a router link) so it stays a link.
 * `onSelect` runs on click and on Enter.
 */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { icon, destructive = false, className, children, asChild, ...props },
  ref,
) {
  const classes = clsx(styles.item, destructive && styles.destructive, className);
  return (
    <MenuPrimitive.Item ref={ref} asChild={asChild} className={classes} {...props}>
      {asChild ? (
        children
      ) : (
        <>
          {icon ? (
            <span className={styles.itemIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children}
        </>
      )}
    </MenuPrimitive.Item>
  );
});
DropdownMenuItem.displayName = 'DropdownMenuItem';

export interface DropdownMenuLabelProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Label> {}

/** Non-interactive text at the top of a group, such as the signed-in user's name and email. */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(function DropdownMenuLabel(
  { className, ...props },
  ref,
) {
  return <MenuPrimitive.Label ref={ref} className={clsx(styles.label, className)} {...props} />;
});
DropdownMenuLabel.displayName = 'DropdownMenuLabel';

export interface DropdownMenuSeparatorProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Separator> {}

/** A line between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({ className, ...props }, ref) {
    return <MenuPrimitive.Separator ref={ref} className={clsx(styles.separator, className)} {...props} />;
  },
);
DropdownMenuSeparator.displayName = 'DropdownMenuSeparator';
