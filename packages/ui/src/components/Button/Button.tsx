import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode } from 'react';
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
   * While set, the button is busy: it shows a spinner and this text (for example 'Signing in...'), sets `aria-busy`
   * and `aria-disabled` and ignores clicks, Enter and Space (a submit button then submits nothing). It stays
   * focusable, so focus is still on it when the work ends.
   */
  loadingLabel?: string;
  /** Icon before the label; decorative, hidden from assistive technology. */
  startIcon?: ReactNode;
  /** Icon after the label; decorative, hidden from assistive technology. */
  endIcon?: ReactNode;
  /** Render the single child (for example an `<a href="mailto:…">`) with button styles instead of a `<button>`. */
  asChild?: boolean;
}

function preventActivation(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
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
    onClick,
    ...props
  },
  ref,
) {
  const busy = loadingLabel !== undefined;
  const classes = clsx(styles.button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} onClick={onClick} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      {...props}
      ref={ref}
      // A plain <button> inside a form would submit it; make the default explicit.
      type={type ?? 'button'}
      className={classes}
      // Not `disabled` while busy: the browser would take focus from a disabled button (to the page, a frame later
      // or not, as timing falls), and a keyboard or screen reader user would lose their place.
      disabled={disabled}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      // Cancelling the click also cancels a submit button's submission, including the implicit one from Enter in a field.
      onClick={busy ? preventActivation : onClick}
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
