import { forwardRef, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardIcon,
  type CardProps,
  type CardTitleLevel,
} from '../Card';
import { LinkedCardCue, LinkedCardTitle } from '../LinkedCard';
import * as styles from './FeatureCard.css';
import type { LinkComponent } from './linkComponent';

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
  /** Renders the link (the app's router link); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A card presenting one feature, module, reason or principle; optionally a link to its page. */
export const FeatureCard = forwardRef<HTMLDivElement, FeatureCardProps>(function FeatureCard(
  { title, description, icon, points, href, linkHint, linkComponent, headingLevel = 3, as = 'article', ...props },
  ref,
) {
  return (
    <Card ref={ref} as={as} interactive={href !== undefined} {...props}>
      <CardHeader>
        {icon ? <CardIcon>{icon}</CardIcon> : null}
        <LinkedCardTitle title={title} href={href} linkComponent={linkComponent} level={headingLevel} />
      </CardHeader>
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
    </Card>
  );
});
FeatureCard.displayName = 'FeatureCard';
