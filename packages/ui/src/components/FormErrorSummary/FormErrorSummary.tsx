import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import * as styles from './FormErrorSummary.css';

export interface FormErrorItem {
  /** Id of the field in error; the summary links to it and moves focus there on click. */
  fieldId: string;
  /** The same message shown inline at the field. */
  message: ReactNode;
}

export interface FormErrorSummaryProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The fields in error, in the order they appear in the form. Nothing renders when empty. */
  errors: readonly FormErrorItem[];
  /** Heading of the summary. */
  title?: ReactNode;
  /**
   * Changes to this value (for example a submit counter) move focus to the summary again, so every failed
   * submit is announced. Focus also moves when the summary first appears.
   */
  focusKey?: unknown;
}

/**
 * GOV.UK error summary: after a failed submit it takes focus, names the problem and lists links to each field
 * in error. Following a link focuses the field and scrolls its label into view.
 */
export const FormErrorSummary = forwardRef<HTMLElement, FormErrorSummaryProps>(function FormErrorSummary(
  { errors, title = 'There is a problem', focusKey, className, ...props },
  forwardedRef,
) {
  const titleId = useId();
  const ownRef = useRef<HTMLElement | null>(null);
  const hasErrors = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the signal to refocus; it is not read.
  useEffect(() => {
    if (hasErrors) ownRef.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    // Scroll so the label above the field is visible too, not only the input.
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? field).scrollIntoView({ block: 'center' });
  };

  return (
    <section
      ref={(node) => {
        ownRef.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={clsx(styles.summary, className)}
      {...props}
    >
      <h2 id={titleId} className={styles.title}>
        <CircleAlert size={22} aria-hidden="true" />
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} className={styles.link} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});
FormErrorSummary.displayName = 'FormErrorSummary';
