import { internalAction, mailAction } from '../actions';
import type {
  Action,
  ContentCard,
  ContentIcon,
  CtaBanner,
  DashboardPreviewContent,
  PageHero,
  StatStrip,
} from '../types';
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
    /** The product picture beside the hero text. */
    readonly preview: DashboardPreviewContent;
  };
  /** Figures under the hero; each repeats a claim made elsewhere on the site. */
  readonly highlights: StatStrip;
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
    // Invented figures for a merchant selling across Europe, in euros with a pound balance for UK payouts.
    preview: {
      label:
        'Preview of the Ardena business dashboard: a euro balance of €1,284,310.52, a pound balance of £212,480.16 and €86,920.00 pending settlement; settled volume rising over the last 14 days; and four recent transactions from Sweden, France, the United Kingdom and Germany with their settlement status.',
      title: 'Ardena · Business dashboard',
      balances: [
        { label: 'EUR balance', value: '€1,284,310.52', change: '+4.2% this week' },
        { label: 'GBP balance', value: '£212,480.16', change: '+1.6% this week' },
        { label: 'Pending settlement', value: '€86,920.00' },
      ],
      chart: {
        label: 'Settled volume, last 14 days',
        values: [61, 64, 58, 66, 71, 69, 74, 72, 79, 83, 80, 88, 91, 97],
        ticks: ['2 Dec', '8 Dec', '15 Dec'],
      },
      transactionsLabel: 'Recent transactions',
      transactions: [
        {
          name: 'Lindqvist Interiör AB',
          detail: 'SEPA Instant · SEK → EUR',
          amount: '+€4,250.00',
          status: 'Settled',
          tone: 'success',
        },
        { name: 'Maison Duret SARL', detail: 'Card · Visa', amount: '+€1,189.90', status: 'Settled', tone: 'success' },
        {
          name: 'Payout to Barclays ••42',
          detail: 'EUR → GBP',
          amount: '−£12,400.00',
          status: 'In transit',
          tone: 'info',
        },
        {
          name: 'Brennerei Aigner GmbH',
          detail: 'Refund · Mastercard',
          amount: '−€86.50',
          status: 'Pending',
          tone: 'warning',
        },
      ],
    },
  },
  highlights: {
    items: [
      { value: '99.9%', label: 'availability SLA' },
      { value: '30+', label: 'payout currencies' },
      { value: '15+', label: 'compliance frameworks' },
      { value: '3', label: 'licensed jurisdictions' },
    ],
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
