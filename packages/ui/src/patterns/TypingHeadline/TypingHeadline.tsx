import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../components/Reveal/usePrefersReducedMotion';
import { typingIntervalMs } from '../../theme/tokens';
import * as styles from './TypingHeadline.css';

export const typingHeadlineLevels = ['h1', 'h2', 'p'] as const;
export type TypingHeadlineLevel = (typeof typingHeadlineLevels)[number];

export interface TypingHeadlineProps extends Omit<ComponentPropsWithoutRef<'h1'>, 'children'> {
  /** The full headline. It is in the server HTML and read whole by assistive technology from the start. */
  text: string;
  /** Element to render; the page's hero uses the default `h1`. */
  as?: TypingHeadlineLevel;
  /** Milliseconds per typed character; `typingIntervalMs` (80) by default. */
  intervalMs?: number;
  /** Called once the last character is shown (at once under reduced motion). */
  onComplete?: () => void;
}

// useLayoutEffect warns during server rendering; on the server nothing types, so a no-op effect is right there.
const useBeforePaintEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A hero headline that types itself out one character at a time (80 ms per character).
 * Server HTML, no-JS readers and reduced-motion readers get the full text at once; screen readers always read
 * the full text, never the partial one.
 */
export const TypingHeadline = forwardRef<HTMLHeadingElement, TypingHeadlineProps>(function TypingHeadline(
  { text, as: Element = 'h1', intervalMs = typingIntervalMs, onComplete, className, ...props },
  ref,
) {
  const reducedMotion = usePrefersReducedMotion();
  const [typed, setTyped] = useState(text.length);
  // Kept in a ref: a new callback identity on re-render must not restart the typing.
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  // Before the first client paint: start from nothing, so the full server text does not flash and vanish.
  useBeforePaintEffect(() => {
    setTyped(reducedMotion ? text.length : 0);
  }, [reducedMotion, text]);

  useEffect(() => {
    if (reducedMotion) {
      onCompleteRef.current?.();
      return;
    }
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      setTyped(count);
      if (count >= text.length) {
        window.clearInterval(timer);
        onCompleteRef.current?.();
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [reducedMotion, text, intervalMs]);

  const done = typed >= text.length;
  return (
    <Element ref={ref} className={clsx(styles.headline, className)} data-typing={done ? 'done' : 'typing'} {...props}>
      <span className={styles.accessibleText}>{text}</span>
      <span aria-hidden="true">
        {text.slice(0, typed)}
        {done ? null : <span className={styles.caret} />}
        {done ? null : <span className={styles.untyped}>{text.slice(typed)}</span>}
      </span>
    </Element>
  );
});
TypingHeadline.displayName = 'TypingHeadline';
