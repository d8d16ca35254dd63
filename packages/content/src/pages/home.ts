import { internalAction, mailAction } from '../actions';
import type { Action, ContentCard, ContentIcon, CtaBanner, PageHero } from '../types';
import { type InsightSummary, insightSummaries } from './insightMeta';
import { audienceCards, audienceSlugs, solutionCards, solutionSlugs } from './overviewCards';

/** Card inviting a visitor into one of the two portals. */
export interface PortalCard {
  readonly accountType: 'consumer' | 'business';
  readonly title: string;
  readonly description: string;
  readonly icon: ContentIcon;
  readonly login: Action;
  readonly register: Action;
}

/** The six supported payment methods, in display order; each is rendered as a logo with this accessible name. */
export const paymentMethods = ['Visa', 'Mastercard', 'PayPal', 'American Express', 'Apple Pay', 'Google Pay'] as const;

/** A supported payment method. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** The home page. */
export interface HomePage {
  readonly hero: PageHero & {
    /** The headline typed out character by character; also the page's `<h1>` text. */
    readonly typedHeadline: string;
  };
  readonly whoWeServe: { readonly title: string; readonly intro: string; readonly cards: readonly ContentCard[] };
  readonly whatWeOffer: { readonly title: string; readonly intro: string; readonly cards: readonly ContentCard[] };
  readonly portals: { readonly title: string; readonly intro: string; readonly cards: readonly PortalCard[] };
  readonly insights: {
    readonly title: string;
    readonly intro: string;
    readonly articles: readonly InsightSummary[];
    readonly viewAll: Action;
  };
  readonly paymentMethods: { readonly title: string; readonly methods: readonly PaymentMethod[] };
  readonly closing: CtaBanner;
}

const typedHeadline = 'The payment infrastructure behind European growth';

export const homePage: HomePage = {
  hero: {
    eyebrow: 'Payments, settlement and embedded finance',
    title: typedHeadline,
    typedHeadline,
    lead: 'Ardena gives merchants, financial institutions and platforms one regulated foundation to accept payments, settle across borders and exchange financial data in real time.',
    actions: [internalAction('Explore Solutions', '/solutions'), mailAction('Talk to Sales', 'Introduction to Ardena')],
  },
  whoWeServe: {
    title: 'Who we serve',
    intro: 'One platform, four ways in. Find the services built for you.',
    cards: audienceSlugs.map((slug) => audienceCards[slug]),
  },
  whatWeOffer: {
    title: 'What we offer',
    intro: 'Modules that work on their own or together as a complete payment stack.',
    cards: solutionSlugs.map((slug) => solutionCards[slug]),
  },
  portals: {
    title: 'Your account, your portal',
    intro: 'Sign in to the portal for your account type, or open an account in minutes.',
    cards: [
      {
        accountType: 'consumer',
        title: 'Consumer Portal',
        description: 'See your payments, refunds and transfers in one transaction history.',
        icon: 'user',
        login: internalAction('Consumer Login', '/auth', { tab: 'signin', type: 'consumer' }),
        register: internalAction('Create Consumer Account', '/auth', { tab: 'signup', type: 'consumer' }),
      },
      {
        accountType: 'business',
        title: 'Business Portal',
        description: 'Track revenue, transactions and settlement status for your business.',
        icon: 'building',
        login: internalAction('Business Login', '/auth', { tab: 'signin', type: 'business' }),
        register: internalAction('Create Business Account', '/auth', { tab: 'signup', type: 'business' }),
      },
    ],
  },
  insights: {
    title: 'Latest insights',
    intro: 'Perspectives and guides from our payments and engineering teams.',
    articles: [
      insightSummaries['composable-settlement'],
      insightSummaries['embedded-finance-edge'],
      insightSummaries['platform-api-guide'],
    ],
    viewAll: internalAction('View all insights', '/insights'),
  },
  paymentMethods: {
    title: 'Supported payment methods',
    methods: paymentMethods,
  },
  closing: {
    title: 'Let’s build your payment infrastructure',
    description: 'Tell us about your business and a payments specialist will reply within one working day.',
    primary: mailAction('Talk to Sales', 'Sales enquiry'),
    secondary: internalAction('Explore Solutions', '/solutions'),
  },
};
