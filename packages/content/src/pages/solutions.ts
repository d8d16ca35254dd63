import { internalAction, mailAction } from '../actions';
import { bySlug } from '../bySlug';
import type { BackLink, ContentIcon, CtaBanner, FlowSection, PageHero, PageSection, RoutePath } from '../types';
import { type OverviewCard, solutionCards as overviewCards, type SolutionSlug, solutionSlugs } from './overviewCards';

/**
 * A solution page. Every page has a `features` cards section (the feature grid) and a `benefits` section, in
 * `sections` order with the module's own extra blocks; the closing banner has a mail button and a
 * secondary demo button (also a mail: the spec gives it no behaviour, so it asks for a demo by email).
 */
export interface SolutionPage {
  readonly slug: SolutionSlug;
  readonly path: RoutePath;
  readonly icon: ContentIcon;
  /** The module card on /solutions and the home page. */
  readonly card: OverviewCard;
  readonly back: BackLink;
  readonly hero: PageHero;
  /** How money or data moves through the module, shown as a diagram after the hero. */
  readonly flow: FlowSection;
  readonly sections: readonly PageSection[];
  readonly cta: CtaBanner;
}

const back: BackLink = { label: 'Back to Solutions', href: '/solutions' };

/** The banner's secondary button: a mail asking for a demo of the module (the spec gives it no behaviour of its own). */
const demoButton = (module: string) => mailAction('Schedule a Demo', `${module} demo request`);

const unifiedSettlementLayer: SolutionPage = {
  slug: 'unified-settlement-layer',
  path: '/solutions/unified-settlement-layer',
  icon: 'layers',
  card: overviewCards['unified-settlement-layer'],
  back,
  hero: {
    eyebrow: 'Solution',
    title: 'Unified Settlement Layer',
    lead: 'Card, account-to-account and wallet payments settle through different schemes on different timetables. The Unified Settlement Layer brings them into one flow, matches every movement to its source and pays out in the currency you choose.',
  },
  flow: {
    id: 'payment-to-payout',
    title: 'From payment to payout',
    intro: 'One card payment, followed from a payer in Germany to a merchant paid in pounds in the United Kingdom.',
    caption:
      'A €125.00 card payment from a payer in Germany reaches Ardena through the merchant’s acquirer, is matched to its order, converted to pounds at the rate locked on instruction and paid out as £106.40 to the merchant in the United Kingdom.',
    steps: [
      { meta: 'Germany · EUR', title: 'Payer', detail: 'Pays €125.00 by card at checkout.' },
      { meta: 'Any acquirer or PSP', title: 'Capture', detail: 'The payment gets a unique settlement reference.' },
      {
        meta: 'Ardena',
        title: 'Matching',
        detail: 'Funds are matched to the order, its fees and any refunds.',
        tone: 'brand',
      },
      { meta: 'EUR → GBP', title: 'FX and netting', detail: 'Converted at the locked rate of 0.8512.' },
      { meta: 'United Kingdom · GBP', title: 'Merchant', detail: 'Receives £106.40 with a reconciled statement.' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'Key features',
      items: [
        {
          title: 'Automated Reconciliation',
          description: 'Scheme reports, bank statements and your orders matched line by line without spreadsheets.',
          icon: 'refresh',
        },
        {
          title: 'Multi-Currency Payouts',
          description: 'Pay out in more than 30 currencies from a single balance, at rates locked when you instruct.',
          icon: 'banknote',
        },
        {
          title: 'Instant Confirmations',
          description: 'Know the moment funds are settled, with status pushed to your systems by webhook.',
          icon: 'zap',
        },
        {
          title: 'Universal Integration',
          description: 'Works with any acquirer, PSP or bank you already use, through APIs or file exchange.',
          icon: 'puzzle',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          title: 'Transaction Initiation',
          description:
            'A payment is captured by any connected provider and registered with a unique settlement reference.',
        },
        {
          title: 'Intelligent Matching',
          description:
            'Incoming funds are matched to transactions, fees and refunds using references, amounts and timing.',
        },
        {
          title: 'Automated Settlement',
          description: 'Matched balances are netted and paid out on your schedule, in the currency each party expects.',
        },
        {
          title: 'Real-Time Confirmation',
          description: 'Every party receives a confirmation and a reconciled statement as soon as the payout lands.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'benefits',
      title: 'Results our clients see',
      stats: [
        {
          value: '99.9%',
          label: 'Accuracy',
          description: 'of transactions matched automatically, without manual review.',
        },
        { value: '80%', label: 'Faster', description: 'settlement cycles compared with batch-based reconciliation.' },
        { value: '50%', label: 'Cost Reduction', description: 'in back-office effort spent on reconciliation.' },
      ],
    },
  ],
  cta: {
    title: 'Simplify your settlement',
    description: 'Show us your current settlement flows and we will map how much time and cost you could save.',
    primary: mailAction('Contact Sales', 'Unified Settlement Layer enquiry'),
    secondary: demoButton('Unified Settlement Layer'),
  },
};

const composableFinanceCore: SolutionPage = {
  slug: 'composable-finance-core',
  path: '/solutions/composable-finance-core',
  icon: 'puzzle',
  card: overviewCards['composable-finance-core'],
  back,
  hero: {
    eyebrow: 'Solution',
    title: 'Composable Finance Core',
    lead: 'Instead of a monolithic platform, the Composable Finance Core offers independent services with clean interfaces. Start with payments, add compliance or currency exchange when you need them, and replace any part without touching the rest.',
  },
  flow: {
    id: 'payment-through-the-core',
    title: 'One payment through the core',
    intro: 'Each step is a separate component behind the same API, so you can start with one and add the rest later.',
    caption:
      'A payment requested by your app through one API call passes fraud and KYC/AML checks, is processed, recorded in the double-entry ledger and appears in reporting; each step is a separate component.',
    steps: [
      { meta: 'Your product', title: 'API request', detail: 'One versioned call starts the payment.' },
      { meta: 'Component', title: 'Risk checks', detail: 'Fraud score and KYC/AML status in one pass.' },
      {
        meta: 'Component',
        title: 'Processing',
        detail: 'Authorised and captured by card, wallet or bank.',
        tone: 'brand',
      },
      { meta: 'Component', title: 'Ledger', detail: 'Every balance change recorded twice, immutably.' },
      { meta: 'Component', title: 'Reporting', detail: 'Statements and regulatory exports, up to date.' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'principles',
      title: 'Design principles',
      items: [
        {
          title: 'Modular',
          description: 'Each capability is a separate service you can adopt on its own.',
          icon: 'puzzle',
        },
        {
          title: 'API-first',
          description: 'Every function is available through documented, versioned APIs.',
          icon: 'code',
        },
        {
          title: 'Cloud-native',
          description: 'Services scale independently and run across multiple European availability zones.',
          icon: 'cloud',
        },
        {
          title: 'Compliance by design',
          description: 'Audit trails, data residency and access controls are part of every component.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      title: 'Core components',
      items: [
        {
          title: 'Payment Processing',
          description: 'Authorise, capture and refund card, wallet and account-to-account payments.',
          icon: 'credit-card',
        },
        {
          title: 'KYC/AML Engine',
          description: 'Identity verification, business checks, sanctions screening and ongoing monitoring.',
          icon: 'fingerprint',
        },
        {
          title: 'Currency Exchange',
          description: 'Live rates, rate locks and conversion across more than 30 currencies.',
          icon: 'globe',
        },
        {
          title: 'Ledger Management',
          description: 'A double-entry ledger that records every balance change immutably.',
          icon: 'database',
        },
        {
          title: 'Reporting Suite',
          description: 'Operational dashboards, financial statements and regulatory exports.',
          icon: 'chart',
        },
        {
          title: 'Fraud Detection',
          description: 'Machine-learning risk scores with rules you can tune for your own risk appetite.',
          icon: 'alert',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why choose a composable core',
      items: [
        {
          title: 'Faster launches',
          description: 'Ship new financial products in weeks by reusing proven components.',
          icon: 'rocket',
        },
        {
          title: 'Pay for what you use',
          description: 'License only the components your product needs.',
          icon: 'wallet',
        },
        {
          title: 'No lock-in',
          description: 'Swap a component for your own or a third party’s without rebuilding the rest.',
          icon: 'key',
        },
        {
          title: 'Scale with confidence',
          description: 'Each component scales on its own, so peak load in one area never slows another.',
          icon: 'trending-up',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      title: 'Use cases',
      items: [
        {
          title: 'Digital Banks',
          description: 'Launch accounts, cards and payments on a regulated core with your own brand and app.',
          icon: 'landmark',
        },
        {
          title: 'Payment Platforms',
          description: 'Add processing, payouts and reconciliation to an existing payment business.',
          icon: 'network',
        },
        {
          title: 'Fintech Applications',
          description: 'Build lending, savings or expense products on ready-made ledger and compliance services.',
          icon: 'smartphone',
        },
      ],
    },
  ],
  cta: {
    title: 'Compose your financial stack',
    description: 'Tell us which product you are building and we will suggest the components to start with.',
    primary: mailAction('Contact Sales', 'Composable Finance Core enquiry'),
    secondary: demoButton('Composable Finance Core'),
  },
};

const globalDataExchange: SolutionPage = {
  slug: 'global-data-exchange',
  path: '/solutions/global-data-exchange',
  icon: 'network',
  card: overviewCards['global-data-exchange'],
  back,
  hero: {
    eyebrow: 'Solution',
    title: 'Global Data Exchange',
    lead: 'Payments move faster when the data behind them does. Global Data Exchange carries remittance, compliance and status information between banks, PSPs and platforms in real time, in standard formats and under strict security controls.',
  },
  flow: {
    id: 'message-route',
    title: 'How a payment message travels',
    intro: 'A transfer from a bank in the Netherlands to a bank in Poland, with its data complete on arrival.',
    caption:
      'A transfer leaves a bank in the Netherlands in a legacy format; Ardena validates it, translates it to ISO 20022 and attaches sanctions and travel-rule data, and the bank in Poland receives the payment with complete data and a status update.',
    steps: [
      { meta: 'Netherlands', title: 'Originating bank', detail: 'Sends a transfer with remittance data.' },
      {
        meta: 'Ardena',
        title: 'Validation and translation',
        detail: 'Checked and converted to ISO 20022.',
        tone: 'brand',
      },
      { meta: 'Ardena', title: 'Compliance data', detail: 'Sanctions and travel-rule data attached.' },
      { meta: 'Poland', title: 'Beneficiary bank', detail: 'Receives the payment, its data and a status update.' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'Key features',
      items: [
        {
          title: 'Real-Time Data Flows',
          description: 'Stream payment status and remittance data to every counterparty the moment it changes.',
          icon: 'zap',
        },
        {
          title: 'Secure Transmission',
          description: 'Mutual TLS, message signing and end-to-end encryption for every exchange.',
          icon: 'lock',
        },
        {
          title: 'High-Speed Processing',
          description:
            'Thousands of messages per second, validated and translated between ISO 20022 and legacy formats.',
          icon: 'server',
        },
        {
          title: 'Global Reach',
          description: 'Connections to counterparties in Europe and beyond through a single integration.',
          icon: 'globe',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Benefits',
      items: [
        {
          title: 'Reduced Settlement Times',
          description: 'Complete data travels with each payment, so fewer transfers are held for manual checks.',
          icon: 'clock',
        },
        {
          title: 'Enhanced Compliance',
          description: 'Travel-rule and sanctions data is exchanged in structured form and kept for audit.',
          icon: 'file-check',
        },
        {
          title: 'Lower Operational Costs',
          description: 'Fewer investigations, repairs and returns mean less work for your operations team.',
          icon: 'trending-up',
        },
      ],
    },
  ],
  cta: {
    title: 'Connect to the exchange',
    description: 'Find out which of your counterparties are already connected and how quickly you can join.',
    primary: mailAction('Contact Sales', 'Global Data Exchange enquiry'),
    secondary: demoButton('Global Data Exchange'),
  },
};

const intellectualPropertyProtection: SolutionPage = {
  slug: 'intellectual-property-protection',
  path: '/solutions/intellectual-property-protection',
  icon: 'shield',
  card: overviewCards['intellectual-property-protection'],
  back,
  hero: {
    eyebrow: 'Solution',
    title: 'Intellectual Property Protection',
    lead: 'In fintech, your pricing models, risk rules and data pipelines are your advantage. We help you deploy them on shared infrastructure without exposing them to partners, suppliers or competitors.',
  },
  flow: {
    id: 'asset-boundary',
    title: 'Where your logic runs',
    intro: 'Partners use what your models decide without ever seeing how they decide it.',
    caption:
      'Your proprietary model runs in an isolated, access-controlled Ardena environment with every access logged; partners receive only its decisions, never the logic behind them.',
    steps: [
      { meta: 'Your team', title: 'Proprietary model', detail: 'Pricing, credit or fraud logic you own.' },
      {
        meta: 'Ardena',
        title: 'Isolated execution',
        detail: 'Runs in a dedicated environment; every access is logged.',
        tone: 'brand',
      },
      {
        meta: 'Your partners',
        title: 'Decisions only',
        detail: 'Results arrive through the API; the logic stays yours.',
      },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'Protection framework',
      items: [
        {
          title: 'Isolated execution',
          description: 'Your proprietary logic runs in dedicated, access-controlled environments.',
          icon: 'lock',
        },
        {
          title: 'Access governance',
          description: 'Role-based permissions and approval workflows for anyone touching protected assets.',
          icon: 'key',
        },
        {
          title: 'Audit and provenance',
          description: 'Tamper-evident logs of who accessed, changed or deployed each asset, and when.',
          icon: 'file-check',
        },
        {
          title: 'Contractual safeguards',
          description: 'Clear ownership terms: what you build on Ardena remains yours.',
          icon: 'scale',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'ip-strategy',
      title: 'Your IP strategy',
      items: [
        {
          title: 'Identify what matters',
          description: 'Map the models, rules and datasets that set your product apart.',
          icon: 'search',
        },
        {
          title: 'Separate core from commodity',
          description: 'Run commodity functions on shared components and keep differentiators private.',
          icon: 'layers',
        },
        {
          title: 'Document and register',
          description: 'Keep the records you need for trade secrets, copyright and, where relevant, patents.',
          icon: 'file-text',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'protection-areas',
      title: 'What we help you protect',
      items: [
        { title: 'Algorithms and models', description: 'Pricing, credit and fraud models.', icon: 'chart' },
        {
          title: 'Data assets',
          description: 'Proprietary datasets and the features derived from them.',
          icon: 'database',
        },
        { title: 'Software and interfaces', description: 'Source code, APIs and product designs.', icon: 'code' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why it matters',
      items: [
        {
          title: 'Competitive advantage',
          description: 'Your differentiators stay yours when you scale with partners.',
          icon: 'award',
        },
        {
          title: 'Investor confidence',
          description: 'Documented IP strengthens funding rounds and due diligence.',
          icon: 'trending-up',
        },
        {
          title: 'Partner trust',
          description: 'Clear boundaries make it easier to collaborate with banks and platforms.',
          icon: 'handshake',
        },
        {
          title: 'Regulatory clarity',
          description: 'Model governance records support supervisory reviews.',
          icon: 'scale',
        },
      ],
    },
  ],
  cta: {
    title: 'Keep your advantage protected',
    description: 'Talk to us about deploying proprietary logic on Ardena without giving it away.',
    primary: mailAction('Contact Sales', 'Intellectual Property Protection enquiry'),
    secondary: demoButton('Intellectual Property Protection'),
  },
};

/** The four solution pages, keyed by slug. */
export const solutionPages = {
  'unified-settlement-layer': unifiedSettlementLayer,
  'composable-finance-core': composableFinanceCore,
  'global-data-exchange': globalDataExchange,
  'intellectual-property-protection': intellectualPropertyProtection,
} as const satisfies Record<SolutionSlug, SolutionPage>;

/** The solution page at `/solutions/<slug>`, or `undefined` for an unknown slug. */
export function findSolutionPage(slug: string): SolutionPage | undefined {
  return bySlug(solutionPages, slug);
}

/** The /solutions overview. */
export interface SolutionsPage {
  readonly hero: PageHero;
  /** The four module cards. */
  readonly modules: readonly OverviewCard[];
  readonly closing: CtaBanner;
}

export const solutionsPage: SolutionsPage = {
  hero: {
    eyebrow: 'Solutions',
    title: 'Modules for modern payment infrastructure',
    lead: 'Four modules that work alone or together: settle across rails, compose financial products, exchange data securely and protect what makes you different.',
  },
  modules: solutionSlugs.map((slug) => overviewCards[slug]),
  closing: {
    title: 'Find the right combination',
    description: 'Our solution architects will help you choose and sequence the modules for your roadmap.',
    primary: mailAction('Talk to Sales', 'Ardena solutions enquiry'),
    secondary: internalAction('See Who We Serve', '/who-we-serve'),
  },
};
