import type { ContentCard, RoutePath } from '../types';

// The overview cards live apart from the page bodies so that the home page, which shows all eight, does not pull
// every audience and solution page into its bundle.

/** A card on an overview page that leads to a detail page. */
export type OverviewCard = ContentCard & { readonly href: RoutePath; readonly linkLabel: string };

export const audienceSlugs = [
  'business-merchant',
  'financial-institutions',
  'developers-platforms',
  'end-users',
] as const;

/** One of the four audiences. */
export type AudienceSlug = (typeof audienceSlugs)[number];

export const solutionSlugs = [
  'unified-settlement-layer',
  'composable-finance-core',
  'global-data-exchange',
  'intellectual-property-protection',
] as const;

/** One of the four solution modules. */
export type SolutionSlug = (typeof solutionSlugs)[number];

/** The pathway card of each audience page, shown on /who-we-serve and the home page. */
export const audienceCards = {
  'business-merchant': {
    title: 'Businesses & Merchants',
    description:
      'Accept payments in every major European method, settle faster and see every euro from checkout to bank account.',
    icon: 'store',
    href: '/who-we-serve/business-merchant',
    linkLabel: 'Explore merchant solutions',
  },
  'financial-institutions': {
    title: 'Financial Institutions',
    description:
      'Modernise payment rails and launch new products on a regulated, API-first core without replacing what already works.',
    icon: 'landmark',
    href: '/who-we-serve/financial-institutions',
    linkLabel: 'Explore institutional services',
  },
  'developers-platforms': {
    title: 'Developers & Platforms',
    description: 'Embed payments, payouts and accounts into your product with clean APIs, SDKs and a full sandbox.',
    icon: 'code',
    href: '/who-we-serve/developers-platforms',
    linkLabel: 'Explore the platform',
  },
  'end-users': {
    title: 'End Users',
    description: 'Pay, get paid and keep track of your money with services our partners build on Ardena.',
    icon: 'user',
    href: '/who-we-serve/end-users',
    linkLabel: 'Explore consumer services',
  },
} as const satisfies Record<AudienceSlug, OverviewCard>;

/** The module card of each solution page, shown on /solutions and the home page. */
export const solutionCards = {
  'unified-settlement-layer': {
    title: 'Unified Settlement Layer',
    description: 'One settlement engine for every rail and currency, reconciling payments automatically as they clear.',
    icon: 'layers',
    href: '/solutions/unified-settlement-layer',
    linkLabel: 'Explore the settlement layer',
  },
  'composable-finance-core': {
    title: 'Composable Finance Core',
    description:
      'Independent financial building blocks you combine into exactly the product you need, and nothing more.',
    icon: 'puzzle',
    href: '/solutions/composable-finance-core',
    linkLabel: 'Explore the finance core',
  },
  'global-data-exchange': {
    title: 'Global Data Exchange',
    description: 'Secure, real-time exchange of payment and compliance data between institutions, wherever they are.',
    icon: 'network',
    href: '/solutions/global-data-exchange',
    linkLabel: 'Explore data exchange',
  },
  'intellectual-property-protection': {
    title: 'Intellectual Property Protection',
    description: 'Protect the algorithms, models and data that make your financial products distinctive.',
    icon: 'shield',
    href: '/solutions/intellectual-property-protection',
    linkLabel: 'Explore IP protection',
  },
} as const satisfies Record<SolutionSlug, OverviewCard>;
