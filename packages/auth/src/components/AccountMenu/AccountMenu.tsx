import { UserMenu, type UserMenuProps } from '@ardena/ui';
import { portalFor } from '../../guards/portalRedirect';
import { useAuth } from '../../provider/hooks';

export const portalLabels = { consumer: 'Consumer Portal', business: 'Business Portal' } as const;

export interface AccountMenuProps extends Pick<UserMenuProps, 'onSettings' | 'defaultOpen' | 'modal'> {
  /** Called after a successful sign-out, for example to leave a portal page. */
  onSignedOut?: () => void;
}

/**
 * The signed-in header menu: full name, email, the portal label for the user type, a link to that portal,
 * Settings and Sign out. Renders nothing while no user is signed in.
 */
export function AccountMenu({ onSignedOut, ...menuProps }: AccountMenuProps) {
  const { user, profile, signOut } = useAuth();
  if (!user) return null;
  const userType = profile?.user_type ?? (user.user_metadata?.userType as string | undefined);
  const portalHref = portalFor(userType);
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <UserMenu
      name={fullName || user.email || 'Account'}
      email={profile?.email ?? user.email ?? ''}
      portalLabel={userType === 'business' ? portalLabels.business : portalLabels.consumer}
      portalHref={portalHref ?? '/auth'}
      onSignOut={async () => {
        const result = await signOut();
        if (result.ok) onSignedOut?.();
      }}
      {...menuProps}
    />
  );
}
