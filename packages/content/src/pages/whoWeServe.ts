import { internalAction, mailAction } from '../actions';
import { bySlug } from '../bySlug';
import type { BackLink, ContentIcon, CtaBanner, PageHero, PageSection, RoutePath } from '../types';
import { type AudienceSlug, audienceSlugs, type OverviewCard, audienceCards as overviewCards } from './overviewCards';

/** An audience page under /who-we-serve. */
export interface AudiencePage {
  readonly slug: AudienceSlug;
  readonly path: RoutePath;
  readonly icon: ContentIcon;
  /** The pathway card on /who-we-serve and the home page. */
  readonly card: OverviewCard;
  readonly back: BackLink;
  readonly hero: PageHero;
  readonly sections: readonly PageSection[];
  /** Closing banner: a mail button plus a link to /developers. */
  readonly cta: CtaBanner;
}

const back: BackLink = { label: 'Back to Who We Serve', href: '/who-we-serve' };

const businessMerchant: AudiencePage = {
  slug: 'business-merchant',
  path: '/who-we-serve/business-merchant',
  icon: 'store',
  card: overviewCards['business-merchant'],
  back,
  hero: {
    eyebrow: 'Businesses & Merchants',
    title: 'Payments that keep pace with your business',
    lead: 'From a single online shop to a multi-entity retailer, Ardena gives you one contract, one integration and one dashboard for taking payments, paying out and reconciling across Europe.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'solutions',
      title: 'Solutions for merchants',
      intro: 'Everything you need to get paid and stay in control of your cash flow.',
      items: [
        {
          title: 'Online and in-app checkout',
          description:
            'Cards, wallets and local methods through one hosted or embedded checkout that adapts to the shopper’s country and device.',
          icon: 'credit-card',
        },
        {
          title: 'Multi-currency acceptance',
          description:
            'Price in your customers’ currencies and settle in yours, with exchange rates shown before you commit.',
          icon: 'globe',
        },
        {
          title: 'Faster settlement',
          description:
            'Next-day settlement as standard and same-day payouts for eligible accounts, straight to your bank.',
          icon: 'zap',
        },
        {
          title: 'Automated reconciliation',
          description:
            'Every payout is matched to the orders, refunds and fees behind it, ready to export to your accounting tools.',
          icon: 'refresh',
        },
        {
          title: 'Fraud and chargeback protection',
          description:
            'Risk scoring on every transaction, Strong Customer Authentication where it is required and guided dispute handling.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'reasons',
      title: 'Why merchants choose Ardena',
      items: [
        {
          title: 'Transparent pricing',
          description:
            'Interchange-plus pricing with every fee itemised on your statement. No setup or monthly minimums.',
          icon: 'receipt',
        },
        {
          title: 'Built for European rules',
          description: 'PSD2, SCA and GDPR handled in the platform, so your team can focus on selling.',
          icon: 'scale',
        },
        {
          title: 'People who answer',
          description: 'A named account manager and payment specialists in your time zone, not a ticket queue.',
          icon: 'users',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to grow your payments?',
    description: 'Tell us about your business and our sales team will come back with a tailored proposal.',
    primary: mailAction('Contact Sales', 'Merchant payments enquiry'),
    secondary: internalAction('View Documentation', '/developers'),
  },
};

const financialInstitutions: AudiencePage = {
  slug: 'financial-institutions',
  path: '/who-we-serve/financial-institutions',
  icon: 'landmark',
  card: overviewCards['financial-institutions'],
  back,
  hero: {
    eyebrow: 'Financial Institutions',
    title: 'Infrastructure banks and payment institutions can build on',
    lead: 'Ardena connects to your core systems and adds real-time payments, settlement and compliance tooling, so you can launch new services in months rather than years.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'Capabilities for institutions',
      items: [
        {
          title: 'Real-time payment rails',
          description:
            'SEPA Instant, SEPA Credit Transfer and Faster Payments through one connection with ISO 20022 messaging.',
          icon: 'zap',
        },
        {
          title: 'Settlement orchestration',
          description: 'Net, gross or hybrid settlement across currencies and counterparties, with full audit trails.',
          icon: 'layers',
        },
        {
          title: 'Banking-as-a-Service',
          description:
            'Offer accounts, cards and payments to your partners’ customers under your licence, with our rails behind them.',
          icon: 'building',
        },
        {
          title: 'Core system connectors',
          description:
            'Adapters for common core banking platforms and a message bus that keeps your ledger the source of truth.',
          icon: 'network',
        },
        {
          title: 'Regulatory reporting',
          description:
            'Transaction reporting, safeguarding reconciliation and audit exports prepared for your supervisors.',
          icon: 'file-check',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'compliance',
      title: 'Compliance built in',
      intro: 'We work inside the same regulatory framework you do.',
      items: [
        {
          title: 'AML and sanctions screening',
          description: 'Real-time screening of parties and payments against EU, UK and UN lists, with case management.',
          icon: 'search',
        },
        {
          title: 'Operational resilience',
          description:
            'Controls mapped to DORA and the EBA outsourcing guidelines, with exit plans and incident reporting.',
          icon: 'shield',
        },
        {
          title: 'Data residency',
          description: 'Customer data processed and stored in the European Economic Area and the United Kingdom.',
          icon: 'database',
        },
      ],
    },
  ],
  cta: {
    title: 'Plan your modernisation with us',
    description:
      'Book a consultation with our institutional team to map a phased integration with your existing systems.',
    primary: mailAction('Schedule Consultation', 'Financial institution consultation'),
    secondary: internalAction('Integration Guide', '/developers'),
  },
};

const developersPlatforms: AudiencePage = {
  slug: 'developers-platforms',
  path: '/who-we-serve/developers-platforms',
  icon: 'code',
  card: overviewCards['developers-platforms'],
  back,
  hero: {
    eyebrow: 'Developers & Platforms',
    title: 'Build financial features into your product',
    lead: 'Marketplaces, SaaS platforms and fintechs use Ardena to onboard users, move money and report on it, all through APIs designed by engineers for engineers.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'platform-features',
      title: 'Platform features',
      items: [
        {
          title: 'Embedded onboarding',
          description: 'Verify and onboard your sub-merchants with hosted or API-only KYB flows.',
          icon: 'users',
        },
        {
          title: 'Split payments and payouts',
          description:
            'Divide a single payment between sellers, your platform fee and tax, then pay out on your schedule.',
          icon: 'wallet',
        },
        {
          title: 'Virtual accounts',
          description:
            'Issue named IBANs to your users for collections, with automatic matching of incoming transfers.',
          icon: 'banknote',
        },
        {
          title: 'Event-driven architecture',
          description: 'Signed webhooks for every state change, so your systems react instead of polling.',
          icon: 'webhook',
        },
        {
          title: 'Predictable reliability',
          description: 'Idempotent endpoints, versioned APIs and a 99.9% availability SLA.',
          icon: 'server',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'tools',
      title: 'Developer tools',
      items: [
        {
          title: 'REST APIs',
          description: 'Resource-oriented endpoints with JSON bodies, consistent errors and cursor pagination.',
          icon: 'code',
        },
        {
          title: 'GraphQL endpoints',
          description:
            'Query exactly the reporting data you need across payments, payouts and balances in one request.',
          icon: 'network',
        },
        {
          title: 'Webhooks',
          description: 'Signed, retried event delivery with a replay tool for anything your endpoint missed.',
          icon: 'webhook',
        },
        {
          title: 'Test environments',
          description: 'A full sandbox with test cards, simulated bank transfers and triggerable failure scenarios.',
          icon: 'flask',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'quick-start',
      title: 'Start in three steps',
      steps: [
        {
          title: 'Get API keys',
          description: 'Request partner access and receive sandbox credentials for your team.',
          icon: 'key',
        },
        {
          title: 'Install SDK',
          description: 'Add our SDK for Node.js, Python, Java or Go, or call the REST API directly.',
          icon: 'terminal',
        },
        {
          title: 'Start building',
          description: 'Create your first payment in the sandbox, then go live after a short review.',
          icon: 'rocket',
        },
      ],
    },
  ],
  cta: {
    title: 'Talk to our platform engineers',
    description: 'Share your use case and we will help you design the integration, from data model to go-live.',
    primary: mailAction('Contact Us', 'Platform integration enquiry'),
    secondary: internalAction('View Documentation', '/developers'),
  },
};

const endUsers: AudiencePage = {
  slug: 'end-users',
  path: '/who-we-serve/end-users',
  icon: 'user',
  card: overviewCards['end-users'],
  back,
  hero: {
    eyebrow: 'End Users',
    title: 'Everyday payments you can rely on',
    lead: 'When you pay a shop, receive a refund or send money abroad through one of our partners, Ardena is the infrastructure making sure it arrives quickly and safely.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      title: 'Services for you',
      items: [
        {
          title: 'Secure checkout',
          description: 'Pay with your card, wallet or bank at thousands of European merchants.',
          icon: 'credit-card',
        },
        {
          title: 'Instant transfers',
          description: 'Send and receive euro and sterling transfers in seconds, at any time of day.',
          icon: 'zap',
        },
        {
          title: 'Cross-border payments',
          description: 'Send money to other countries with the exchange rate and fees shown up front.',
          icon: 'globe',
        },
        {
          title: 'Transaction history',
          description: 'See every payment, refund and transfer in your consumer portal.',
          icon: 'receipt',
        },
        {
          title: 'Mobile wallets',
          description: 'Use Apple Pay and Google Pay wherever our merchants accept them.',
          icon: 'smartphone',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'reasons',
      title: 'Why people trust payments powered by Ardena',
      items: [
        { title: 'Clear fees', description: 'You see what a payment costs before you confirm it.', icon: 'receipt' },
        {
          title: 'Fast refunds',
          description: 'Refunds reach your account as soon as the merchant issues them.',
          icon: 'refresh',
        },
        {
          title: 'Protected funds',
          description: 'Customer money is safeguarded in segregated accounts at European banks.',
          icon: 'lock',
        },
        {
          title: 'Help when you need it',
          description: 'Our support team answers in English and major European languages.',
          icon: 'heart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'security',
      title: 'Your security',
      items: [
        {
          title: 'Strong Customer Authentication',
          description: 'Payments are confirmed with two factors, such as your phone and a fingerprint.',
          icon: 'fingerprint',
        },
        {
          title: 'Encryption everywhere',
          description: 'Card and account data are encrypted in transit and at rest, and never shared with merchants.',
          icon: 'lock',
        },
        {
          title: 'Round-the-clock monitoring',
          description: 'Unusual activity is flagged and blocked before it reaches your account.',
          icon: 'eye',
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about a payment?',
    description: 'Write to us and our support team will help you trace it.',
    primary: mailAction('Contact Support', 'Consumer payment question'),
    secondary: internalAction('Learn More', '/developers'),
  },
};

/** The four audience pages, keyed by slug. */
export const audiencePages = {
  'business-merchant': businessMerchant,
  'financial-institutions': financialInstitutions,
  'developers-platforms': developersPlatforms,
  'end-users': endUsers,
} as const satisfies Record<AudienceSlug, AudiencePage>;

/** The audience page at `/who-we-serve/<slug>`, or `undefined` for an unknown slug. */
export function findAudiencePage(slug: string): AudiencePage | undefined {
  return bySlug(audiencePages, slug);
}

/** The /who-we-serve overview. */
export interface WhoWeServePage {
  readonly hero: PageHero;
  /** The four pathway cards, one per audience page. */
  readonly pathways: readonly OverviewCard[];
  readonly closing: CtaBanner;
}

export const whoWeServePage: WhoWeServePage = {
  hero: {
    eyebrow: 'Who We Serve',
    title: 'Payment infrastructure for every side of the transaction',
    lead: 'Merchants, banks, platforms and the people who pay them all rely on the same rails. Choose your pathway to see what Ardena does for you.',
  },
  pathways: audienceSlugs.map((slug) => overviewCards[slug]),
  closing: {
    title: 'Not sure where you fit?',
    description: 'Tell us what you are building and we will point you to the right team.',
    primary: mailAction('Talk to Sales', 'Which Ardena service fits us?'),
    secondary: internalAction('Explore Solutions', '/solutions'),
  },
};
