import { BadgeCheck } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../../components/Badge';
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
import * as styles from './CertificationCard.css';

export interface CertificationCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** The standard or licence, for example 'ISO/IEC 27001'. */
  title: string;
  /** What it covers. */
  description: ReactNode;
  /** Status shown as a success badge, for example 'Certified' or 'Compliant'. */
  status?: string;
  /** A fact such as the audit cadence or the issuing body, for example 'Audited annually'. */
  detail?: string;
  /** Decorative icon; a check badge by default. */
  icon?: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** One certification, licence or compliance framework (security and compliance pages). */
export const CertificationCard = forwardRef<HTMLDivElement, CertificationCardProps>(function CertificationCard(
  { title, description, status, detail, icon = <BadgeCheck />, headingLevel = 3, as = 'article', ...props },
  ref,
) {
  return (
    <Card ref={ref} as={as} {...props}>
      <CardHeader>
        <div className={styles.top}>
          <CardIcon>{icon}</CardIcon>
          {status ? <Badge tone="success">{status}</Badge> : null}
        </div>
        <CardTitle level={headingLevel}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{description}</CardDescription>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </CardContent>
    </Card>
  );
});
CertificationCard.displayName = 'CertificationCard';
