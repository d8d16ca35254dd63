import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { revealDelaysMs } from '../../theme/tokens';
import * as styles from './Reveal.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Positions in a group of revealed cards; each one has its own delay from `revealDelaysMs` (0/150/300/450 ms). */
export const revealOrders = [0, 1, 2, 3] as const;
export type RevealOrder = (typeof revealOrders)[number];

export interface RevealProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Position of this item in its group. Items past the fourth wrap around, so a long grid still staggers in
   * waves of 0, 150, 300 and 450 ms.
   */
  order?: number;
}

type RevealState = 'static' | 'waiting' | 'shown';

/** The delay for an item's position in a group, so the cards of a row appear one after another. */
export function revealDelayFor(order: number): number {
  const index = ((Math.trunc(order) % revealDelaysMs.length) + revealDelaysMs.length) % revealDelaysMs.length;
  return revealDelaysMs[index] ?? 0;
}

/**
 * Fades and lifts its content in when it scrolls into view, with a staggered delay by `order`.
 * The content is visible in server HTML, without JavaScript and under reduced motion: only a running client that
 * can observe scrolling hides it, and only until it comes into view.
 */
export const Reveal = forwardRef<HTMLDivElement, RevealProps>(function Reveal(
  { order = 0, className, style, children, ...props },
  forwardedRef,
) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<RevealState>('static');
  const localRef = useRef<HTMLDivElement | null>(null);
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      localRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  // Layout effect: hide before the first client paint, so the reader does not see the content blink out.
  useLayoutEffect(() => {
    const node = localRef.current;
    if (reducedMotion || !node || typeof IntersectionObserver === 'undefined') {
      setState('static');
      return;
    }
    setState((current) => (current === 'shown' ? current : 'waiting'));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <div
      ref={setRef}
      className={clsx(styles.reveal, className)}
      data-reveal={state}
      style={{ transitionDelay: state === 'shown' ? `${revealDelayFor(order)}ms` : undefined, ...style }}
      {...props}
    >
      {children}
    </div>
  );
});
Reveal.displayName = 'Reveal';
