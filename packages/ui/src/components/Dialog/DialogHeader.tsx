import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Dialog.css';

export interface DialogHeaderProps extends ComponentPropsWithoutRef<'div'> {}

/** Groups the title and description. */
export const DialogHeader = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.header, className)} {...props} />;
});
DialogHeader.displayName = 'DialogHeader';
