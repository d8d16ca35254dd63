import { forwardRef, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardIcon,
  type CardProps,
  CardTitle,
  type CardTitleLevel,
} from '../../components/Card';
import * as styles from './ContactCard.css';

export interface ContactCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** What this way of contact is, for example 'Email us' or 'Headquarters'. */
  title: string;
  /** A sentence about when to use it. */
  description?: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** An address shown as a link, for example `mailto:hello@…`; `value` is its visible text. */
  href?: string;
  /** The contact detail itself, for example the email address. */
  value?: string;
  /** A postal address, one line per entry, marked up as `<address>`. */
  addressLines?: readonly string[];
  /** Response promises, for example 'Critical technical issues: under 4 hours'. */
  promises?: readonly string[];
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** One way to reach the company on /contact: an email, the headquarters address or the response promise. */
export const ContactCard = forwardRef<HTMLDivElement, ContactCardProps>(function ContactCard(
  { title, description, icon, href, value, addressLines, promises, headingLevel = 3, as = 'article', ...props },
  ref,
) {
  return (
    <Card ref={ref} as={as} {...props}>
      <CardHeader>
        {icon ? <CardIcon>{icon}</CardIcon> : null}
        <CardTitle level={headingLevel}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {value !== undefined ? (
          href !== undefined ? (
            <a className={styles.link} href={href}>
              {value}
            </a>
          ) : (
            <p className={styles.value}>{value}</p>
          )
        ) : null}
        {addressLines && addressLines.length > 0 ? (
          <address className={styles.address}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : null}
        {promises && promises.length > 0 ? (
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
});
ContactCard.displayName = 'ContactCard';
