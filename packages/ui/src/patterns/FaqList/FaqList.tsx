import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './FaqList.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The questions and answers, in order. */
  items: readonly FaqItem[];
  /** Question to show open at first. */
  defaultOpen?: string;
}

/**
 * Questions that expand to their answers. Built on `<details>`/`<summary>`: keyboard and screen-reader support come
 * from the browser, it works without JavaScript, and find-in-page reveals matching answers.
 */
export const FaqList = forwardRef<HTMLDivElement, FaqListProps>(function FaqList(
  { items, defaultOpen, className, ...props },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.list, className)} {...props}>
      {items.map((item) => (
        <details key={item.question} className={styles.item} open={item.question === defaultOpen || undefined}>
          <summary className={styles.summary}>
            {item.question}
            <ChevronDown className={styles.chevron} size="1.25em" aria-hidden="true" />
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
});
FaqList.displayName = 'FaqList';
