import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../Dialog';
import * as styles from './ConfirmationDialog.css';

export interface ConfirmationDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with `false` when the reader dismisses it (button, Escape, close button). */
  onOpenChange: (open: boolean) => void;
  /** What happened, for example 'Setup Request Submitted'. */
  title: string;
  /** What happens next, for example that a solution architect will be in touch within 24 hours. */
  description: ReactNode;
  /** The dismiss button's text, for example 'Got it, thanks!'. */
  acknowledgeLabel?: string;
  /** Decorative icon above the title; a success check by default. */
  icon?: ReactNode;
}

/**
 * Confirms that something was done and says what comes next; one button dismisses it. Focus moves to that button
 * on open and returns to the control that opened it on close.
 */
export function ConfirmationDialog({
  open,
  onOpenChange,
  title,
  description,
  acknowledgeLabel = 'OK',
  icon = <CheckCircle2 size="1.5em" />,
}: ConfirmationDialogProps) {
  // Opened from app state (not a DialogTrigger), so Radix has no trigger to refocus on close. Remember what had
  // focus when it opened; a layout effect runs before the dialog moves focus inside.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusRef.current = document.activeElement;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className={styles.body}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button fullWidth>{acknowledgeLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
ConfirmationDialog.displayName = 'ConfirmationDialog';
