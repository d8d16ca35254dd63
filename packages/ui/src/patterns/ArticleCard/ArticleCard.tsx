import { CalendarDays, Clock } from 'lucide-react';
import { forwardRef } from 'react';
import { Badge } from '../../components/Badge';
import { CardContent, CardDescription, CardFooter, type CardProps, type CardTitleLevel } from '../../components/Card';
import { LinkedCard, LinkedCardCue } from '../LinkedCard';
import * as styles from './ArticleCard.css';

export interface ArticleCardProps extends Omit<CardProps, 'title' | 'interactive' | 'children'> {
  /** The article's title; names the card's link. */
  title: string;
  /** One or two sentences that tease the article. */
  excerpt: string;
  /** The article's page, for example `/insights/embedded-finance`. */
  href: string;
  /** Category shown as a badge, for example 'Case Studies'. */
  category?: string;
  /** Publication date as shown, for example 'Dec 15, 2024'. */
  date?: string;
  /** Machine-readable date for the `<time>` element, for example '2024-12-15'. */
  dateTime?: string;
  /** Reading time as shown, for example '4 min read'. */
  readTime?: string;
  /** Visible cue at the bottom of the card. */
  linkHint?: string;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A teaser for one insight article: category, title, excerpt, date and reading time; the whole card links to it. */
export const ArticleCard = forwardRef<HTMLDivElement, ArticleCardProps>(function ArticleCard(
  { title, excerpt, href, category, date, dateTime, readTime, linkHint = 'Read article', ...props },
  ref,
) {
  return (
    <LinkedCard
      ref={ref}
      title={title}
      href={href}
      headerStart={
        category ? (
          <span>
            <Badge tone="brand" size="sm">
              {category}
            </Badge>
          </span>
        ) : null
      }
      {...props}
    >
      <CardContent>
        <CardDescription>{excerpt}</CardDescription>
      </CardContent>
      <CardFooter>
        <div className={styles.meta}>
          {date ? (
            <span className={styles.metaItem}>
              <CalendarDays size="1em" aria-hidden="true" />
              <time dateTime={dateTime}>{date}</time>
            </span>
          ) : null}
          {readTime ? (
            <span className={styles.metaItem}>
              <Clock size="1em" aria-hidden="true" />
              {readTime}
            </span>
          ) : null}
        </div>
        <LinkedCardCue>{linkHint}</LinkedCardCue>
      </CardFooter>
    </LinkedCard>
  );
});
ArticleCard.displayName = 'ArticleCard';
