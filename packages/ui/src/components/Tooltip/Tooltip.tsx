import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** Shares the open delay between tooltips; `Tooltip` adds one itself, so it is only needed to tune the delay. */
export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps
  extends Omit<ComponentPropsWithoutRef<typeof TooltipPrimitive.Root>, 'children'>,
    Pick<ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>, 'side' | 'align'> {
  /** The tooltip text. It becomes the trigger's description, so keep the trigger's own name meaningful. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** Milliseconds before the tooltip appears on hover. */
  delayDuration?: number;
}

/**
 * A short hint shown on hover and keyboard focus (Radix Tooltip); Escape hides it. Never put the only copy of
 * important information in a tooltip: touch users cannot hover.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root {...props}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} align={align} sideOffset={6} className={styles.content}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
