import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'outline', 'primary'] as const;
export const iconButtonSizes = ['sm', 'md'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** The accessible name, required because the button shows no text (for example 'Close' or 'Open menu'). */
  label: string;
  /** The icon; it is hidden from assistive technology because `label` names the button. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  /** `md` meets the 44 px touch target; use `sm` only next to a larger target or in dense desktop UI. */
  size?: IconButtonSize;
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', className, type, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      className={clsx(styles.iconButton({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
});
IconButton.displayName = 'IconButton';
