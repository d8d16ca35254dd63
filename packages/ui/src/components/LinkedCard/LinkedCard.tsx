import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardLink, CardTitle, type CardTitleLevel } from '../Card';
import type { LinkComponent } from '../FeatureCard/linkComponent';
import * as styles from './LinkedCard.css';

// Internal to @ardena/ui: the two pieces every "whole card is a link" card (ArticleCard, AudienceCard, FeatureCard,
// JobCard) renders the same way. Not exported from the package; the public cards are the API.

export interface LinkedCardTitleProps {
  /** The card's heading; it is also the link's accessible name. */
  title: string;
  /** With a page, the title's link is stretched over the whole (interactive) card; without one it is plain text. */
  href?: string;
  /** Renders the link (the app's router link); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Heading level in the page outline. */
  level?: CardTitleLevel;
}

/** The title of a linked card: one link, named by the title, covering the card (see `CardLink`). */
export function LinkedCardTitle({ title, href, linkComponent: LinkElement = 'a', level }: LinkedCardTitleProps) {
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
