import { internalAction, mailAction } from '../actions';
import type { Action, BackLink, CtaBanner, PageHero, PageSection, RoutePath } from '../types';

/** The three categories the /insights tabs offer, in tab order. `id` is the `?category=` value. */
export const insightCategories = [
  { id: 'articles', label: 'Articles' },
  { id: 'case-studies', label: 'Case Studies' },
  { id: 'technical-guide', label: 'Technical Guide' },
] as const;

/** Tab label of a listed category. */
export type InsightCategory = (typeof insightCategories)[number]['label'];

/** URL value of a listed category (`/insights?category=`). */
export type InsightCategoryId = (typeof insightCategories)[number]['id'];

/** The tab selected when the URL names none. */
export const defaultInsightCategory: InsightCategoryId = 'articles';

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

/** An insight article: list metadata plus its body. */
export interface InsightArticle {
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
  readonly back: BackLink;
  /** Standfirst under the title. */
  readonly intro: string;
  readonly sections: readonly PageSection[];
  /** Link the article leads on to, if any. */
  readonly related?: Action;
  /** Closing call to action, if any. */
  readonly cta?: CtaBanner;
}

const back: BackLink = { label: 'Back to Insights', href: '/insights' };

function readTime(minutes: number): string {
  return `${minutes} min`;
}

const embeddedFinance: InsightArticle = {
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
  back,
  intro:
    'Customers increasingly meet financial services inside the software they already use. For the companies building that software, payments have become a product decision, not just a back-office one.',
  sections: [
    {
      kind: 'prose',
      id: 'what-changed',
      title: 'What has changed',
      paragraphs: [
        'Open banking under PSD2, instant account-to-account payments and licensed infrastructure providers have lowered the cost of offering financial features. A booking platform can now collect deposits, hold funds and pay suppliers without becoming a bank.',
        'The result is that the point of sale, the invoice and the payout increasingly live in the same interface as the rest of the customer relationship.',
      ],
    },
    {
      kind: 'prose',
      id: 'where-value-comes-from',
      title: 'Where the value comes from',
      paragraphs: [
        'Platforms that embed payments typically see three effects: higher conversion because checkout stays in their product, new revenue from payment and payout fees, and richer data on how their customers trade.',
      ],
      bullets: [
        'Fewer drop-offs when payment happens in the same flow as the purchase.',
        'Recurring revenue from processing, currency exchange and faster payouts.',
        'Better credit and risk decisions based on first-party transaction data.',
      ],
    },
    {
      kind: 'prose',
      id: 'getting-it-right',
      title: 'Getting it right',
      paragraphs: [
        'Embedded finance still carries regulatory obligations: onboarding checks, safeguarding of client money and clear terms for end users. Working with a regulated infrastructure partner lets a platform own the experience while the partner carries the licence and the compliance operations.',
      ],
    },
  ],
  related: internalAction('Explore embedded finance for platforms', '/who-we-serve/developers-platforms'),
};

const crossBorderPayments: InsightArticle = {
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
  back,
  intro:
    'A mid-sized online fashion retailer had grown country by country, adding a local acquirer each time. Growth was strong; finance operations were not keeping up.',
  sections: [
    {
      kind: 'prose',
      id: 'challenge',
      title: 'The challenge',
      paragraphs: [
        'Five acquirers settled in four currencies on different schedules. The finance team spent two days each week matching payouts to orders, and funds from some markets took four working days to arrive.',
      ],
      bullets: [
        'Five settlement files in different formats every day.',
        'Currency conversion at each acquirer’s rate, with fees hard to compare.',
        'Refunds and chargebacks netted against payouts without clear references.',
      ],
    },
    {
      kind: 'prose',
      id: 'approach',
      title: 'The approach',
      paragraphs: [
        'The retailer routed all markets through the Unified Settlement Layer while keeping two existing acquirers for local card schemes. Settlement was moved to a single euro balance with scheduled conversions into sterling and Swiss francs.',
        'Reconciliation rules were configured once, against the retailer’s order references, and every payout now arrives with a statement that lists the orders, refunds and fees behind it.',
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      title: 'Results after six months',
      stats: [
        {
          value: 'Same-day',
          label: 'settlement',
          description: 'in nine of eleven markets, down from up to four days.',
        },
        { value: '90%', label: 'less reconciliation time', description: 'for the finance team each week.' },
        { value: '1', label: 'settlement report', description: 'instead of five files in different formats.' },
      ],
    },
  ],
  related: internalAction('See the Unified Settlement Layer', '/solutions/unified-settlement-layer'),
};

const pspAgnostic: InsightArticle = {
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
  back,
  intro:
    'Many merchants start with one PSP and never revisit the decision. As volumes grow, that single dependency becomes a commercial and operational risk.',
  sections: [
    {
      kind: 'prose',
      id: 'single-provider-risk',
      title: 'The risk of a single provider',
      paragraphs: [
        'An outage at your only PSP stops your revenue. A change in its pricing or risk appetite leaves you little room to respond. And approval rates that are acceptable in one market may be poor in another.',
      ],
    },
    {
      kind: 'prose',
      id: 'what-agnostic-means',
      title: 'What PSP-agnostic means in practice',
      paragraphs: [
        'A PSP-agnostic setup separates the decisions about where a payment goes from the checkout and the back office. Tokens, reporting and reconciliation stay consistent whichever provider processes the transaction.',
      ],
      bullets: [
        'Network tokens or a neutral vault, so card data is not tied to one provider.',
        'Routing rules by market, card type, amount or provider health.',
        'One reconciliation model across all providers.',
      ],
    },
    {
      kind: 'prose',
      id: 'where-to-start',
      title: 'Where to start',
      paragraphs: [
        'Begin with failover for your largest market, measure approval rates per provider for a quarter, then add cost-based routing. Most merchants see the benefit within the first peak season.',
      ],
    },
  ],
  related: internalAction('Read about merchant solutions', '/who-we-serve/business-merchant'),
};

const merchantStack: InsightArticle = {
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
  back,
  intro:
    'A B2B software company with customers in 20 countries ran billing on a homegrown system, payments on one PSP and payouts to resellers by manual bank transfer.',
  sections: [
    {
      kind: 'prose',
      id: 'starting-point',
      title: 'Starting point',
      paragraphs: [
        'Failed renewals were retried by hand, resellers waited up to six weeks for commission, and every new country meant custom work for the engineering team.',
      ],
    },
    {
      kind: 'prose',
      id: 'phased-migration',
      title: 'A phased migration',
      paragraphs: ['The team moved one capability at a time, each behind a feature flag and with a rollback plan.'],
      bullets: [
        'Phase one: migrate stored cards to network tokens, invisible to customers.',
        'Phase two: move renewals to smart retries with account updater.',
        'Phase three: replace manual reseller payouts with scheduled split payouts.',
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      title: 'Results',
      stats: [
        { value: '32%', label: 'fewer involuntary churn events', description: 'after smart retries went live.' },
        { value: '2 days', label: 'reseller payout time', description: 'down from up to six weeks.' },
        { value: '0', label: 'minutes of checkout downtime', description: 'across the whole migration.' },
      ],
    },
  ],
  related: internalAction('Explore the Composable Finance Core', '/solutions/composable-finance-core'),
};

const embeddedFinanceEdge: InsightArticle = {
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
  back,
  intro:
    'Payments were the first financial feature most platforms embedded. The next ones are harder to build and more valuable to get right.',
  sections: [
    {
      kind: 'prose',
      id: 'beyond-payments',
      title: 'Beyond payments',
      paragraphs: [
        'Platforms that already move money for their users are adding stored balances, virtual IBANs and expense cards. Each product deepens the relationship and makes the platform harder to replace.',
      ],
    },
    {
      kind: 'prose',
      id: 'embedded-credit',
      title: 'Embedded credit with better data',
      paragraphs: [
        'A platform sees its merchants’ sales in real time. That makes short-term working capital, repaid from future takings, both cheaper to underwrite and easier to offer at the moment it is needed.',
      ],
    },
    {
      kind: 'prose',
      id: 'infrastructure-requirements',
      title: 'What the infrastructure must provide',
      paragraphs: ['The products differ, but the foundations are the same.'],
      bullets: [
        'A ledger that records every balance change and can be audited.',
        'Onboarding and monitoring that satisfy anti-money-laundering rules.',
        'APIs and webhooks that let the platform own the user experience.',
      ],
    },
  ],
  related: internalAction('Explore developer tools', '/developers'),
};

const composableSettlement: InsightArticle = {
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
  back,
  intro:
    'New payment rails, new currencies and new partners all change how money settles. When settlement is hard-coded, every change becomes a project.',
  sections: [
    {
      kind: 'prose',
      id: 'why-settlement-is-rigid',
      title: 'Why settlement becomes rigid',
      paragraphs: [
        'Settlement code tends to grow around the first provider a company integrates. Cut-off times, netting rules and file formats end up spread across services that were never designed to change them.',
      ],
    },
    {
      kind: 'prose',
      id: 'composable-building-blocks',
      title: 'The building blocks',
      paragraphs: ['A composable settlement design separates the concerns that usually get tangled together.'],
      bullets: [
        'Capture: record each obligation once, with a stable reference.',
        'Match: pair obligations with incoming and outgoing funds.',
        'Net: calculate balances per counterparty and currency.',
        'Pay: instruct payouts on the rail that suits each recipient.',
        'Report: produce statements and ledger entries from the same data.',
      ],
    },
    {
      kind: 'prose',
      id: 'adopting-incrementally',
      title: 'Adopting it step by step',
      paragraphs: [
        'Start by moving reporting onto the new model, since it changes nothing for counterparties. Then move matching, and finally payouts, one rail at a time.',
      ],
    },
  ],
  related: internalAction('Explore our solutions', '/solutions'),
};

const platformApiGuide: InsightArticle = {
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
  back,
  intro:
    'This guide is for engineering teams planning an integration with Ardena. It explains how the API is organised, the order in which to build, and the patterns we recommend for production.',
  sections: [
    {
      kind: 'prose',
      id: 'api-architecture',
      title: 'API architecture',
      paragraphs: [
        'The platform is built from composable building blocks: payments, settlement, accounts, compliance and reporting are separate services behind one gateway. Each block has its own resources and events, so you can adopt one without the others and add more later without reworking what you have built.',
        'All endpoints are versioned, accept and return JSON, and use the same error format, pagination and idempotency rules.',
      ],
    },
    {
      kind: 'steps',
      id: 'integration-pathway',
      title: 'Integration pathway',
      steps: [
        {
          title: 'Authentication Setup',
          description:
            'Create sandbox API keys, store them in your secrets manager and send them as bearer tokens over TLS. Register your webhook endpoint and verify its signing secret.',
          icon: 'key',
        },
        {
          title: 'Core Integration',
          description:
            'Implement payment creation, capture and refunds, then handle the webhook events that report their outcome.',
          icon: 'code',
        },
        {
          title: 'Optimization',
          description:
            'Add routing rules, retries and reporting, load-test against the sandbox and complete the go-live review.',
          icon: 'gauge',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'core-capabilities',
      title: 'Core capabilities',
      items: [
        {
          title: 'Payment Processing',
          description:
            'Authorise and capture card, wallet and account-to-account payments with a single request. Responses return a payment id and status; final outcomes arrive by webhook.',
          icon: 'credit-card',
          code: {
            label: 'Example request',
            language: 'http',
            code: 'POST /v1/payments/process\nAuthorization: Bearer YOUR_API_KEY\nContent-Type: application/json',
          },
        },
        {
          title: 'Settlement Orchestration',
          description:
            'Define payout schedules, currencies and splits per counterparty. The settlement service nets balances and reconciles every payout automatically.',
          icon: 'layers',
        },
        {
          title: 'Compliance and Reporting',
          description:
            'Run onboarding checks and screening through the compliance endpoints, and pull reconciled statements and regulatory exports from the reporting API.',
          icon: 'file-check',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'best-practices',
      title: 'Best practices',
      items: [
        {
          title: 'Start with webhooks',
          description:
            'Treat webhook events as the source of truth for payment state instead of polling. Verify each signature and process events idempotently.',
          icon: 'webhook',
        },
        {
          title: 'Use idempotency keys',
          description:
            'Send an idempotency key with every state-changing operation so a retried request never creates a duplicate payment or payout.',
          icon: 'key',
        },
        {
          title: 'Design for scale',
          description:
            'Respect rate limits, retry with exponential backoff and jitter, and put circuit breakers around calls so one slow dependency cannot stall your checkout.',
          icon: 'trending-up',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'advanced-use-cases',
      title: 'Advanced use cases',
      items: [
        {
          title: 'Dynamic pricing',
          description: 'Apply fees that vary by method, market or merchant tier, calculated at authorisation.',
          icon: 'chart',
        },
        {
          title: 'Smart routing',
          description: 'Send each payment to the provider with the best expected approval rate and cost.',
          icon: 'network',
        },
        {
          title: 'Multi-party settlement',
          description: 'Split one payment between sellers, your platform and tax authorities in a single flow.',
          icon: 'users',
        },
        {
          title: 'Cross-border optimisation',
          description: 'Settle in local currency and convert at the moment that suits your treasury.',
          icon: 'globe',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'getting-started',
      title: 'Getting started',
      items: [
        {
          title: 'Sandbox',
          description: 'A full test environment with test cards, simulated bank transfers and failure scenarios.',
          icon: 'flask',
        },
        {
          title: 'Documentation',
          description: 'Reference for every endpoint and event, with request and response examples.',
          icon: 'book',
        },
        {
          title: 'SDKs',
          description:
            'Maintained libraries for Node.js, Python, Java and Go that handle retries and signatures for you.',
          icon: 'terminal',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to start building?',
    description: 'Request partner access for sandbox credentials, documentation and SDKs.',
    primary: internalAction('Go to Developers', '/developers'),
    secondary: mailAction('Talk to an Engineer', 'Platform API integration question'),
  },
};

/** The seven insight articles, keyed by slug. */
export const insightArticles = {
  'embedded-finance': embeddedFinance,
  'cross-border-payments': crossBorderPayments,
  'psp-agnostic': pspAgnostic,
  'merchant-stack': merchantStack,
  'embedded-finance-edge': embeddedFinanceEdge,
  'composable-settlement': composableSettlement,
  'platform-api-guide': platformApiGuide,
} as const satisfies Record<InsightSlug, InsightArticle>;

/** Articles listed under a category tab, newest first. */
export function insightsInCategory(categoryId: InsightCategoryId): readonly InsightArticle[] {
  const label = insightCategories.find((category) => category.id === categoryId)?.label;
  return insightSlugs
    .map((slug) => insightArticles[slug])
    .filter((article) => article.category === label)
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

/** Narrows an arbitrary `?category=` value to a known category id, falling back to the default tab. */
export function parseInsightCategory(value: unknown): InsightCategoryId {
  return insightCategories.some((category) => category.id === value)
    ? (value as InsightCategoryId)
    : defaultInsightCategory;
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
