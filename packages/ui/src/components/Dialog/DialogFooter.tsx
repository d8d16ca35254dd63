import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Dialog.css';

export interface DialogFooterProps extends ComponentPropsWithoutRef<'div'> {}

/** Action row; on narrow screens the primary (last) action wraps to the top. */
export const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...props} />;
});
DialogFooter.displayName = 'DialogFooter';
