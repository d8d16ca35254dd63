import { Building2 } from 'lucide-react';
import { forwardRef } from 'react';
import { Card, CardContent, CardHeader, CardIcon, type CardProps, CardTitle } from '../../components/Card';
import * as styles from './CompanyInfoCard.css';

export interface CompanyInfoCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** The registered business name. */
  businessName: string;
  /** Company registration number. */
  companyNumber?: string | null;
  country?: string | null;
  /** The business contact's name. */
  contactName?: string | null;
  email?: string | null;
  /** Card heading. */
  title?: string;
  /** Shown for a field the profile does not have. */
  missingText?: string;
}

/** The business profile on the business portal (shown when a business name exists). */
export const CompanyInfoCard = forwardRef<HTMLDivElement, CompanyInfoCardProps>(function CompanyInfoCard(
  {
    businessName,
    companyNumber,
    country,
    contactName,
    email,
    title = 'Company Information',
    missingText = 'Not provided',
    ...props
  },
  ref,
) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Business name', businessName],
    ['Company number', companyNumber],
    ['Country', country],
    ['Contact', contactName],
    ['Email', email],
  ];
  return (
    <Card ref={ref} {...props}>
      <CardHeader>
        <CardIcon>
          <Building2 />
        </CardIcon>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={styles.list}>
          {rows
            // Contact and email are optional extras: leave them out rather than print a placeholder.
            .filter(([label, value]) => value || (label !== 'Contact' && label !== 'Email'))
            .map(([label, value]) => (
              <div key={label}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.definition}>{value || missingText}</dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
});
CompanyInfoCard.displayName = 'CompanyInfoCard';
