import { defaultUserMenuLabels, UserMenu, type UserMenuLabels, type UserMenuProps } from '@ardena/ui/patterns';
import { portalFor } from '../../guards/portalRedirect';
import { useAuth } from '../../provider/hooks';

/** The texts `AccountMenu` shows: its own, and `UserMenu`'s (`settings`, `signOut`, `menuSuffix`). */
export interface AccountMenuLabels extends UserMenuLabels {
  /** The portal entry for a consumer account. */
  consumerPortal: string;
  /** The portal entry for a business account. */
  businessPortal: string;
  /** The menu's name when the profile has no name and the user no email. */
  fallbackName: string;
}

/** English defaults of `AccountMenuLabels`. */
export const defaultAccountMenuLabels: AccountMenuLabels = {
  ...defaultUserMenuLabels,
  consumerPortal: 'Consumer Portal',
  businessPortal: 'Business Portal',
  fallbackName: 'Account',
};

export interface AccountMenuProps extends Pick<UserMenuProps, 'onSettings' | 'defaultOpen' | 'modal'> {
  /** Called after a successful sign-out, for example to leave a portal page. */
  onSignedOut?: () => void;
  /** Any subset of `defaultAccountMenuLabels`, for another product's wording or language. */
  labels?: Partial<AccountMenuLabels>;
}

/**
 * The signed-in header menu: full name, email, the portal label for the user type, a link to that portal (from the
 * provider's `routes`), Settings and Sign out. Renders nothing while no user is signed in.
 */
export function AccountMenu({ onSignedOut, labels: labelOverrides, ...menuProps }: AccountMenuProps) {
  const { user, profile, signOut, routes } = useAuth();
  if (!user) return null;
  const labels = { ...defaultAccountMenuLabels, ...labelOverrides };
  const userType = profile?.user_type ?? (user.user_metadata?.userType as string | undefined);
  const portalHref = portalFor(userType, routes);
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <UserMenu
      name={fullName || user.email || labels.fallbackName}
      email={profile?.email ?? user.email ?? ''}
      portalLabel={userType === 'business' ? labels.businessPortal : labels.consumerPortal}
      // A profile without a known type has no portal yet; the sign-in page sends it on once the type is known.
      portalHref={portalHref ?? routes.signIn}
      labels={{ settings: labels.settings, signOut: labels.signOut, menuSuffix: labels.menuSuffix }}
      onSignOut={async () => {
        const result = await signOut();
        if (result.ok) onSignedOut?.();
      }}
      {...menuProps}
    />
  );
}
