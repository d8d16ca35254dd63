import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Slot } from '../Slot/Slot';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight: `primary` for the one main action of a view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * While set, the button is busy: it shows a spinner and this text (for example 'Signing in...'),
   * sets `aria-busy` and ignores clicks.
   */
  loadingLabel?: string;
  /** Icon before the label; decorative, hidden from assistive technology. */
  startIcon?: ReactNode;
  /** Icon after the label; decorative, hidden from assistive technology. */
  endIcon?: ReactNode;
  /** Render the single child (for example an `<a href="mailto:…">`) with button styles instead of a `<button>`. */
  asChild?: boolean;
}

/** The product's button. Use `asChild` for links that look like buttons (mailto actions, route links). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loadingLabel,
    startIcon,
    endIcon,
    asChild = false,
    className,
    children,
    disabled,
    type,
    ...props
  },
  ref,
) {
  const busy = loadingLabel !== undefined;
  const classes = clsx(styles.button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      // A plain <button> inside a form would submit it; make the default explicit.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <Spinner size="sm" label={null} />
          {loadingLabel}
        </>
      ) : (
        <>
          {startIcon ? (
            <span className={styles.icon} aria-hidden="true">
              {startIcon}
            </span>
          ) : null}
          {children}
          {endIcon ? (
            <span className={styles.icon} aria-hidden="true">
              {endIcon}
            </span>
          ) : null}
        </>
      )}
    </button>
  );
});
Button.displayName = 'Button';
