import { Check } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  CardContent,
  CardDescription,
  CardFooter,
  CardIcon,
  type CardProps,
  type CardTitleLevel,
} from '../../components/Card';
import { LinkedCard, LinkedCardCue } from '../LinkedCard';
import * as styles from './AudienceCard.css';

export interface AudienceCardProps extends Omit<CardProps, 'title' | 'interactive' | 'children'> {
  /** The audience, for example 'Businesses & Merchants'. Names the card's link. */
  title: string;
  /** What the provider does for this audience. */
  description: ReactNode;
  /** Page of this audience's pathway, for example `/who-we-serve/business-merchant`. */
  href: string;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** Small label above the title, for example 'For businesses'. */
  eyebrow?: string;
  /** Up to four short benefits, each with a check mark. */
  highlights?: readonly string[];
  /** Visible cue at the bottom of the card. */
  linkHint?: string;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A pathway card for one audience (home and /who-we-serve): the whole card opens that audience's page. */
export const AudienceCard = forwardRef<HTMLDivElement, AudienceCardProps>(function AudienceCard(
  { title, description, href, icon, eyebrow, highlights, linkHint = 'Learn more', ...props },
  ref,
) {
  return (
    <LinkedCard
      ref={ref}
      title={title}
      href={href}
      headerStart={
        <>
          {icon ? <CardIcon>{icon}</CardIcon> : null}
          {eyebrow ? <p className={styles.audience}>{eyebrow}</p> : null}
        </>
      }
      {...props}
    >
      <CardContent>
        <CardDescription>{description}</CardDescription>
        {highlights && highlights.length > 0 ? (
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight} className={styles.highlight}>
                <Check className={styles.check} size="1em" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <LinkedCardCue>{linkHint}</LinkedCardCue>
      </CardFooter>
    </LinkedCard>
  );
});
AudienceCard.displayName = 'AudienceCard';
