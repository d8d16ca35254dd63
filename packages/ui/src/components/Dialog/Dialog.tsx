import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/**
 * A modal dialog (Radix): focus moves in on open, is trapped while open, returns to the trigger on close;
 * Escape and the close button dismiss it. Controlled with `open`/`onOpenChange` or uncontrolled with a trigger.
 */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; use `asChild` to make a `Button` the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Wrap any element with `asChild` to make it close the dialog. */
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Maximum width of the panel. */
  size?: DialogSize;
  /** Hide the corner close button, for dialogs whose footer has its own dismiss action. Escape still closes. */
  hideCloseButton?: boolean;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/** The dialog panel with its backdrop, rendered in a portal. Must contain a `DialogTitle`. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { size = 'md', hideCloseButton = false, closeLabel = 'Close', className, children, ...props },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content ref={ref} className={clsx(styles.content({ size }), className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close asChild>
            <IconButton className={styles.closeButton} size="sm" label={closeLabel} icon={<X size={18} />} />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
DialogContent.displayName = 'DialogContent';

export interface DialogHeaderProps extends ComponentPropsWithoutRef<'div'> {}

/** Groups the title and description. */
export const DialogHeader = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.header, className)} {...props} />;
});
DialogHeader.displayName = 'DialogHeader';

export interface DialogTitleProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Title> {}

/** The dialog's accessible name, rendered as a heading. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...props },
  ref,
) {
  return <DialogPrimitive.Title ref={ref} className={clsx(styles.title, className)} {...props} />;
});
DialogTitle.displayName = 'DialogTitle';

export interface DialogDescriptionProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Description> {}

/** The dialog's accessible description. */
export const DialogDescription = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(function DialogDescription(
  { className, ...props },
  ref,
) {
  return <DialogPrimitive.Description ref={ref} className={clsx(styles.description, className)} {...props} />;
});
DialogDescription.displayName = 'DialogDescription';

export interface DialogFooterProps extends ComponentPropsWithoutRef<'div'> {}

/** Action row; on narrow screens the primary (last) action wraps to the top. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...props} />;
});
DialogFooter.displayName = 'DialogFooter';
