import { ArrowRight } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Card, CardHeader, CardLink, type CardProps, CardTitle, type CardTitleLevel } from '../../components/Card';
import { useLinkComponent } from '../../components/LinkComponent';
import * as styles from './LinkedCard.css';

// Internal to @ardena/ui: what every "whole card is a link" card (ArticleCard, AudienceCard, FeatureCard, JobCard)
// renders the same way. Not exported from the package; the public cards are the API.

export interface LinkedCardTitleProps {
  /** The card's heading; it is also the link's accessible name. */
  title: string;
  /** With a page, the title's link is stretched over the whole (interactive) card; without one it is plain text. */
  href?: string;
  /** Heading level in the page outline. */
  level?: CardTitleLevel;
}

/** The title of a linked card: one link, named by the title, covering the card (see `CardLink`). */
export function LinkedCardTitle({ title, href, level }: LinkedCardTitleProps) {
  const LinkElement = useLinkComponent();
  return (
    <CardTitle level={level}>
      {href === undefined ? (
        title
      ) : (
        <CardLink asChild>
          <LinkElement href={href}>{title}</LinkElement>
        </CardLink>
      )}
    </CardTitle>
  );
}

export interface LinkedCardCueProps {
  /** The visible hint, for example 'Learn more'. */
  children: ReactNode;
}

/**
 * The visible "Learn more →" hint of a linked card. Hidden from assistive technology: the title already names the
 * link, so screen readers would otherwise hear it twice.
 */
export function LinkedCardCue({ children }: LinkedCardCueProps) {
  return (
    <span className={styles.cue} aria-hidden="true">
      {children}
      <ArrowRight size="1em" />
    </span>
  );
}

export interface LinkedCardProps extends Omit<CardProps, 'title' | 'interactive'> {
  /** The card's heading and the link's name. */
  title: string;
  /** The page the whole card opens; without it the card is not a link. */
  href?: string;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
  /** Header content before the title: an icon, an eyebrow, a category badge. */
  headerStart?: ReactNode;
  /** Header content after the title, such as a job's facts. */
  headerEnd?: ReactNode;
}

/**
 * An `article` card whose title link covers the card (interactive hover and focus styles) when it has a page.
 * The body (`CardContent`, `CardFooter`) comes as children.
 */
export const LinkedCard = forwardRef<HTMLDivElement, LinkedCardProps>(function LinkedCard(
  { title, href, headingLevel = 3, headerStart, headerEnd, as = 'article', children, ...props },
  ref,
) {
  return (
    <Card ref={ref} as={as} interactive={href !== undefined} {...props}>
      <CardHeader>
        {headerStart}
        <LinkedCardTitle title={title} href={href} level={headingLevel} />
        {headerEnd}
      </CardHeader>
      {children}
    </Card>
  );
});
LinkedCard.displayName = 'LinkedCard';
