import { authHref } from './actions';
import { brand } from './brand';
import type { AuthSearch, InternalLink, RoutePath } from './types';

/** Primary header navigation, in display order. */
export const headerLinks = [
  { label: 'Who We Serve', href: '/who-we-serve' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Insights', href: '/insights' },
  { label: 'Developers', href: '/developers' },
  { label: 'Company', href: '/about' },
  { label: 'Careers', href: '/careers' },
] as const satisfies readonly InternalLink[];

/** A header link to `/auth` with the tab (and optionally account type) it opens. */
export interface AuthNavLink {
  readonly label: string;
  readonly to: '/auth';
  readonly search: AuthSearch;
  /** The same target as one string, for plain anchors. */
  readonly href: string;
}

function authLink(label: string, search: AuthSearch): AuthNavLink {
  return { label, to: '/auth', search, href: authHref(search) };
}

/** Shown in the header to signed-out visitors. */
export const signedOutLinks = {
  login: authLink('Login', { tab: 'signin' }),
  register: authLink('Register', { tab: 'signup' }),
} as const;

/** Labels of the signed-in account menu; the portal label and link depend on the profile's `user_type`. */
export const accountMenu = {
  triggerLabel: 'Account menu',
  portals: {
    consumer: { label: 'Consumer Portal', href: '/consumer-portal' },
    business: { label: 'Business Portal', href: '/business-portal' },
  },
  openPortalLabel: 'Go to portal',
  // Settings opens the account details at the top of the user's portal (name, email, account type).
  settings: { label: 'Settings' },
  signOut: 'Sign out',
} as const satisfies {
  triggerLabel: string;
  portals: Record<'consumer' | 'business', { label: string; href: RoutePath }>;
  openPortalLabel: string;
  settings: { label: string };
  signOut: string;
};

/** Header search trigger. */
export const searchTrigger = {
  label: 'Search',
  shortcutHint: 'Press / or Ctrl K to search',
} as const;

/** A footer entry: a page link, or the entry that reopens the cookie preferences dialog. */
export type FooterLink = InternalLink | { readonly label: string; readonly action: 'cookie-settings' };

/** A titled footer column. */
export interface FooterColumn {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

/** Footer columns, in display order. Every Developers entry leads to partner access, as the spec fixes. */
export const footerColumns = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Who We Serve', href: '/who-we-serve' },
      { label: 'Solutions', href: '/solutions' },
      { label: 'Insights', href: '/insights' },
      { label: 'Platform Access', href: '/access' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
      { label: 'Security', href: '/security' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'API Documentation', href: '/partner-login' },
      { label: 'SDKs & Libraries', href: '/partner-login' },
      { label: 'Sandbox Environment', href: '/partner-login' },
      { label: 'Partner Access', href: '/partner-login' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Compliance', href: '/compliance' },
      { label: 'Cookie settings', action: 'cookie-settings' },
    ],
  },
] as const satisfies readonly FooterColumn[];

/** Footer text beside the columns and under them. */
export const footer = {
  tagline:
    'Payment infrastructure for Europe: embedded finance, cross-border settlement and secure data exchange for businesses, banks and platforms.',
  copyright: (year: number) => `© ${year} ${brand.legalName}. All rights reserved.`,
  regulatoryNote: `${brand.legalName} is registered in England and Wales. Regulated services are provided in the European Union, the United Kingdom and the Netherlands.`,
  navLabel: 'Footer',
} as const;

/** Skip link and landmark labels used by the layout. */
export const layoutLabels = {
  skipToContent: 'Skip to main content',
  mainNav: 'Main',
  homeLink: `${brand.name} home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The header's account placeholder while a stored session is being checked. */
  accountLoading: 'Loading your account',
} as const;
