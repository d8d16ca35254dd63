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
import * as styles from './FeatureCard.css';

export interface FeatureCardProps extends Omit<CardProps, 'title' | 'interactive' | 'children'> {
  /** The feature's name, shown as the card heading. */
  title: string;
  /** One or two sentences about the feature. */
  description: ReactNode;
  /** Decorative icon (for example from `lucide-react`); hidden from assistive technology. */
  icon?: ReactNode;
  /** Short supporting points listed under the description. */
  points?: readonly string[];
  /** Makes the whole card a link to this page; the title is the link's name. */
  href?: string;
  /** Visible cue at the bottom of a linked card, for example 'Learn more'. */
  linkHint?: string;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A card presenting one feature, module, reason or principle; optionally a link to its page. */
export const FeatureCard = forwardRef<HTMLDivElement, FeatureCardProps>(function FeatureCard(
  { title, description, icon, points, href, linkHint, ...props },
  ref,
) {
  return (
    <LinkedCard ref={ref} title={title} href={href} headerStart={icon ? <CardIcon>{icon}</CardIcon> : null} {...props}>
      <CardContent>
        <CardDescription>{description}</CardDescription>
        {points && points.length > 0 ? (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      {href !== undefined && linkHint ? (
        <CardFooter>
          <LinkedCardCue>{linkHint}</LinkedCardCue>
        </CardFooter>
      ) : null}
    </LinkedCard>
  );
});
FeatureCard.displayName = 'FeatureCard';
