import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import * as styles from './AccountHeader.css';

export interface AccountHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** Which account area this is, shown as a badge, for example 'Consumer Portal' or 'Business Portal'. */
  portalLabel: string;
  /** The consumer's name, or the business name ('Business Account' when there is none). */
  name: string;
  /** Lines under the name: the email, or the business contact's name. */
  details?: readonly string[];
  /** Signs the user out. */
  onSignOut: () => void;
  /** While set, the sign-out button is busy with this label, for example 'Signing out...'. */
  signingOutLabel?: string;
  /** Visible name of the sign-out button. */
  signOutLabel?: string;
}

/** The top of a signed-in account page: the area's badge, who is signed in, and a sign-out button. */
export const AccountHeader = forwardRef<HTMLDivElement, AccountHeaderProps>(function AccountHeader(
  { portalLabel, name, details = [], onSignOut, signingOutLabel, signOutLabel = 'Sign out', className, ...props },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <div className={styles.identity}>
        <Badge tone="brand">{portalLabel}</Badge>
        <p className={styles.name}>{name}</p>
        {details.filter(Boolean).map((line) => (
          <p key={line} className={styles.detail}>
            {line}
          </p>
        ))}
      </div>
      <Button variant="outline" startIcon={<LogOut size="1em" />} onClick={onSignOut} loadingLabel={signingOutLabel}>
        {signOutLabel}
      </Button>
    </div>
  );
});
AccountHeader.displayName = 'AccountHeader';
