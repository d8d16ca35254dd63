import { signedOutLinks } from '@ardena/content';
import { Button } from '@ardena/ui';
import * as layout from '../../layout.css';

// The header's signed-out and pending states, shared by the auth slot (HeaderAuth) and the account layer it loads on
// demand (HeaderAccount).

/** Login and Register for signed-out visitors. */
export function SignedOutLinks({ className = layout.headerAuthLinks }: { className?: string }) {
  return (
    <div className={className}>
      <Button asChild variant="ghost">
        <a href={signedOutLinks.login.href}>{signedOutLinks.login.label}</a>
      </Button>
      <Button asChild>
        <a href={signedOutLinks.register.href}>{signedOutLinks.register.label}</a>
      </Button>
    </div>
  );
}

/**
 * What the auth slot shows until the account layer knows: Login/Register, or, when the pre-paint hint found a stored
 * session, a neutral account placeholder (CSS picks one from the hint on `<html>`, so the first frame is right).
 */
export function PendingAccount({ label }: { label: string }) {
  return (
    <>
      <SignedOutLinks className={`${layout.headerAuthLinks} ${layout.signedOutPending}`} />
      <span className={layout.accountPending} role="status" aria-label={label}>
        <span className={layout.accountPendingAvatar} />
      </span>
    </>
  );
}
