import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IconButton } from '../IconButton';
import type { DialogSize } from './Dialog';
import * as styles from './Dialog.css';

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
