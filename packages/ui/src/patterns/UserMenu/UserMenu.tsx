import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/DropdownMenu';
import { useLinkComponent } from '../../components/LinkComponent';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './UserMenu.css';

/** Every text `UserMenu` shows besides the user's own; the English defaults are {@link defaultUserMenuLabels}. */
export interface UserMenuLabels {
  /** Read after the name on the menu button, for screen readers. */
  menuSuffix: string;
  settings: string;
  signOut: string;
}

/** The English texts of `UserMenu`. */
export const defaultUserMenuLabels: UserMenuLabels = {
  menuSuffix: ', account menu',
  settings: 'Settings',
  signOut: 'Sign out',
};

export interface UserMenuProps {
  /** The signed-in user's full name. */
  name: string;
  email: string;
  /** The portal for the user's account type, for example 'Business Portal'. */
  portalLabel: string;
  /** That portal's page, for example `/business-portal`. */
  portalHref: string;
  /** Runs when Settings is chosen; without it the item only closes the menu. */
  onSettings?: () => void;
  /** Signs the user out. */
  onSignOut: () => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
  /** Whether the open menu makes the rest of the page inert. */
  modal?: boolean;
  /** Overrides of the English texts; see `defaultUserMenuLabels`. */
  labels?: Partial<UserMenuLabels>;
}

/** Initials for the avatar: first letters of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The signed-in header menu: name and email, the portal for the account type, Settings and Sign out.
 * Keyboard: Enter, Space or Down opens it; arrows move; Escape closes and returns focus to the button.
 */
export function UserMenu({
  name,
  email,
  portalLabel,
  portalHref,
  onSettings,
  onSignOut,
  defaultOpen,
  modal,
  labels: labelOverrides,
}: UserMenuProps) {
  const LinkElement = useLinkComponent();
  const labels = { ...defaultUserMenuLabels, ...labelOverrides };
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={modal}>
      {/* Named by its content, not aria-label, so the visible name is the start of what speech users say. */}
      <DropdownMenuTrigger className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>{name}</span>
        <VisuallyHidden>{labels.menuSuffix}</VisuallyHidden>
        <ChevronDown size="1em" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className={styles.identity}>
            <span className={styles.name}>{name}</span>
            <span className={styles.email}>{email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <LinkElement href={portalHref}>
            <LayoutDashboard size={16} aria-hidden="true" />
            {portalLabel}
          </LinkElement>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings size={16} />} onSelect={() => onSettings?.()}>
          {labels.settings}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut size={16} />} destructive onSelect={onSignOut}>
          {labels.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
UserMenu.displayName = 'UserMenu';
