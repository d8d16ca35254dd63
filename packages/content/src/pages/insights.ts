import { internalAction, mailAction } from '../actions';
import { bySlug } from '../bySlug';
import type { Action, BackLink, CtaBanner, PageSection } from '../types';
import { type InsightSlug, type InsightSummary, insightSummaries } from './insightMeta';

/** An insight article: list metadata plus its body. */
export interface InsightArticle extends InsightSummary {
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

const embeddedFinance: InsightArticle = {
  ...insightSummaries['embedded-finance'],
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
  ...insightSummaries['cross-border-payments'],
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
  ...insightSummaries['psp-agnostic'],
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
  ...insightSummaries['merchant-stack'],
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
  ...insightSummaries['embedded-finance-edge'],
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
  ...insightSummaries['composable-settlement'],
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
  ...insightSummaries['platform-api-guide'],
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

/** The insight article at `/insights/<slug>`, or `undefined` for an unknown slug. */
export function findInsightArticle(slug: string): InsightArticle | undefined {
  return bySlug(insightArticles, slug);
}
