import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { useLinkComponent } from '../LinkComponent';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  /** The signed-in user's full name. */
  name: string;
  email: string;
  /** The portal for the user's account type, for example 'Business Portal'. */
  portalLabel: string;
  /** That portal's page, for example `/business-portal`. */
  portalHref: string;
  /** Runs when Settings is chosen (the spec's Settings has no action yet). */
  onSettings?: () => void;
  /** Signs the user out. */
  onSignOut: () => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
  /** Whether the open menu makes the rest of the page inert. */
  modal?: boolean;
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
}: UserMenuProps) {
  const LinkElement = useLinkComponent();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={modal}>
      {/* Named by its content, not aria-label, so the visible name is the start of what speech users say. */}
      <DropdownMenuTrigger className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>{name}</span>
        <VisuallyHidden>, account menu</VisuallyHidden>
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
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut size={16} />} destructive onSelect={onSignOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
UserMenu.displayName = 'UserMenu';
