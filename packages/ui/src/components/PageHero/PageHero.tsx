import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Container } from '../Container';
import * as styles from './PageHero.css';

export const pageHeroSizes = ['md', 'lg'] as const;
export type PageHeroSize = (typeof pageHeroSizes)[number];

export interface PageHeroProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** The page's one h1. Pass a string, or inline content such as a `TypingHeadline`. */
  title: ReactNode;
  /** Intro paragraph under the title. */
  description?: ReactNode;
  /** Shown above the title: a `BackLink` on detail pages, a `Badge`, or job meta. */
  eyebrow?: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  align?: 'start' | 'center';
  /** `lg` for the home page hero. */
  size?: PageHeroSize;
}

/** The top block of a page: optional eyebrow, the h1, an intro and actions, on a soft brand gradient. */
export const PageHero = forwardRef<HTMLElement, PageHeroProps>(function PageHero(
  { title, description, eyebrow, actions, align = 'start', size = 'md', className, children, ...props },
  ref,
) {
  return (
    <header ref={ref} className={clsx(styles.hero({ size }), className)} {...props}>
      <Container>
        <div className={styles.inner({ align })}>
          {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {children}
        </div>
      </Container>
    </header>
  );
});
PageHero.displayName = 'PageHero';
