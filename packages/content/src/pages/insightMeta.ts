import type { PageHero, RoutePath } from '../types';
import { type InsightCategory, type InsightCategoryId, insightCategories } from './insightCategories';

export const insightSlugs = [
  'embedded-finance',
  'cross-border-payments',
  'psp-agnostic',
  'merchant-stack',
  'embedded-finance-edge',
  'composable-settlement',
  'platform-api-guide',
] as const;

/** Slug of one of the seven insight articles. */
export type InsightSlug = (typeof insightSlugs)[number];

/** What lists, teasers, search and SEO need of an insight article (no body, so they stay light). */
export interface InsightSummary {
  readonly slug: InsightSlug;
  readonly path: RoutePath;
  readonly title: string;
  readonly excerpt: string;
  /** The /insights tab that lists it; `null` for articles reached only from the home page and search. */
  readonly category: InsightCategory | null;
  /** Badge text on cards and the article header. */
  readonly label: string;
  /** ISO 8601 date for `<time dateTime>`: a full date, or year and month where only the month is published. */
  readonly isoDate: string;
  /** The date as the page prints it. */
  readonly displayDate: string;
  readonly readTimeMinutes: number;
  /** Read time as printed, e.g. `4 min`. */
  readonly readTime: string;
}

function readTime(minutes: number): string {
  return `${minutes} min`;
}

/** List metadata of the seven articles, keyed by slug. */
export const insightSummaries = {
  'embedded-finance': {
    slug: 'embedded-finance',
    path: '/insights/embedded-finance',
    title: 'Embedded Finance Is Reshaping European Commerce',
    excerpt:
      'Marketplaces, software vendors and retailers are adding payments, accounts and lending to their own products. Here is what that shift means for the businesses behind them.',
    category: 'Articles',
    label: 'Article',
    isoDate: '2024-12-15',
    displayDate: 'Dec 15 2024',
    readTimeMinutes: 4,
    readTime: readTime(4),
  },
  'cross-border-payments': {
    slug: 'cross-border-payments',
    path: '/insights/cross-border-payments',
    title: 'Cross-Border Payments: Cutting Settlement from Days to Hours',
    excerpt:
      'How a fashion retailer selling in eleven European markets consolidated its acquirers and reduced cross-border settlement time from four days to same-day.',
    category: 'Case Studies',
    label: 'Case Study',
    isoDate: '2024-12-10',
    displayDate: 'Dec 10 2024',
    readTimeMinutes: 6,
    readTime: readTime(6),
  },
  'psp-agnostic': {
    slug: 'psp-agnostic',
    path: '/insights/psp-agnostic',
    title: 'The Case for a PSP-Agnostic Payment Strategy',
    excerpt:
      'Relying on a single payment service provider is simple until it is not. Why routing across providers improves resilience, approval rates and negotiating power.',
    category: 'Articles',
    label: 'Article',
    isoDate: '2024-12-05',
    displayDate: 'Dec 5 2024',
    readTimeMinutes: 5,
    readTime: readTime(5),
  },
  'merchant-stack': {
    slug: 'merchant-stack',
    path: '/insights/merchant-stack',
    title: 'Modernising a Merchant Stack Without a Big-Bang Migration',
    excerpt:
      'A subscription software company replaced its payment, billing and payout tooling in stages, without downtime and without asking a single customer to re-enter card details.',
    category: 'Case Studies',
    label: 'Case Study',
    isoDate: '2024-11-28',
    displayDate: 'Nov 28 2024',
    readTimeMinutes: 7,
    readTime: readTime(7),
  },
  'embedded-finance-edge': {
    slug: 'embedded-finance-edge',
    path: '/insights/embedded-finance-edge',
    title: 'The Edge of Embedded Finance: What Platforms Build Next',
    excerpt:
      'After payments come accounts, cards and credit. A look at the next wave of embedded financial products and the infrastructure they need.',
    category: null,
    label: 'Perspective',
    isoDate: '2024-12',
    displayDate: 'Dec 2024',
    readTimeMinutes: 8,
    readTime: readTime(8),
  },
  'composable-settlement': {
    slug: 'composable-settlement',
    path: '/insights/composable-settlement',
    title: 'Composable Settlement: Designing Payment Operations for Change',
    excerpt:
      'Settlement logic is often the most rigid part of a payment stack. Breaking it into composable services lets finance teams adapt to new rails, currencies and partners.',
    category: null,
    label: 'Deep Dive',
    isoDate: '2025-01',
    displayDate: 'Jan 2025',
    readTimeMinutes: 10,
    readTime: readTime(10),
  },
  'platform-api-guide': {
    slug: 'platform-api-guide',
    path: '/insights/platform-api-guide',
    title: 'Platform API Integration Guide',
    excerpt:
      'A technical walkthrough of the Ardena platform API: architecture, authentication, core payment and settlement capabilities, and the practices that keep integrations reliable at scale.',
    category: 'Technical Guide',
    label: 'Technical Guide',
    isoDate: '2024-11',
    displayDate: 'Nov 2024',
    readTimeMinutes: 12,
    readTime: readTime(12),
  },
} as const satisfies Record<InsightSlug, InsightSummary>;

/**
 * Articles listed under a category tab, newest first. ISO dates sort by plain string comparison; `localeCompare`
 * would build an ICU collator on its first call, about 30 ms of main thread on a phone while `/insights` hydrates.
 */
export function insightsInCategory(categoryId: InsightCategoryId): readonly InsightSummary[] {
  const label = insightCategories.find((category) => category.id === categoryId)?.label;
  return insightSlugs
    .map((slug) => insightSummaries[slug])
    .filter((article) => article.category === label)
    .sort((a, b) => (a.isoDate === b.isoDate ? 0 : a.isoDate < b.isoDate ? 1 : -1));
}

/** The /insights page around the list. */
export interface InsightsPage {
  readonly hero: PageHero;
  readonly tabsLabel: string;
  /** Shown when the selected category has no articles. */
  readonly emptyCategory: { readonly title: string; readonly description: string };
  readonly readArticleLabel: string;
  readonly newsletter: {
    readonly title: string;
    readonly description: string;
    readonly emailLabel: string;
    readonly placeholder: string;
    readonly submitLabel: string;
    readonly messages: {
      readonly invalidEmail: string;
      readonly subscribed: string;
      readonly alreadySubscribed: string;
      readonly failed: string;
      /** While no list stores addresses: the honest answer to a valid submission. */
      readonly notYetAvailable: string;
    };
    readonly privacyNote: string;
  };
}

export const insightsPage: InsightsPage = {
  hero: {
    eyebrow: 'Insights',
    title: 'Insights on payments, settlement and embedded finance',
    lead: 'Analysis, client stories and technical guides from the teams building Ardena’s infrastructure.',
  },
  tabsLabel: 'Insight categories',
  emptyCategory: {
    title: 'No articles in this category yet',
    description: 'We are working on new pieces. Choose another category or check back soon.',
  },
  readArticleLabel: 'Read article',
  newsletter: {
    title: 'Get new insights by email',
    description: 'One email a month with our latest articles, case studies and technical guides. No sales messages.',
    emailLabel: 'Email address',
    placeholder: 'name@company.com',
    submitLabel: 'Subscribe',
    messages: {
      invalidEmail: 'Enter an email address in the format name@company.com',
      subscribed: 'Thank you. You are subscribed and will receive our next issue.',
      alreadySubscribed: 'This address is already subscribed.',
      failed: 'We could not subscribe you just now. Please try again later.',
      notYetAvailable:
        'Newsletter sign-up is not open yet, so we have not stored your address. Please check back soon.',
    },
    privacyNote: 'We use your address only to send the newsletter. You can unsubscribe at any time.',
  },
};
