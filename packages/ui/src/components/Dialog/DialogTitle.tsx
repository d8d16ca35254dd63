import { clsx } from 'clsx';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Dialog.css';

export interface DialogTitleProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Title> {}

/** The dialog's accessible name, rendered as a heading. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { className, ...props },
  ref,
) {
  return <DialogPrimitive.Title ref={ref} className={clsx(styles.title, className)} {...props} />;
});
DialogTitle.displayName = 'DialogTitle';
