import { brand } from './brand';
import { insightSummaries } from './pages/insightMeta';
import type { SeoRecord } from './seoRecord';
import { titled } from './titled';
import { type RoutePath, routePaths } from './types';

/** Where a page's Open Graph image is published: `/` → `/og/home.png`, `/insights/x` → `/og/insights-x.png`. */
export function ogImagePath(path: RoutePath): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`;
}

/** A page title without the brand ('About Us | Ardena' → 'About Us'; the home page's title leads with the brand). */
function withoutBrand(title: string): string {
  return title.replace(` | ${brand.name}`, '').replace(`${brand.name} | `, '');
}

/** How the site treats a route at build time. */
export interface SiteRoute {
  readonly path: RoutePath;
  /** `account` routes need a session and render their content on the client. */
  readonly kind: 'public' | 'account';
  /**
   * Whether the build writes an HTML file for the route. Account routes are prerendered too: their HTML is the
   * accessible loading shell with the right head tags, so static hosts serve them without a rewrite rule.
   */
  readonly prerender: boolean;
  /** Listed in sitemap.xml (public, indexable routes only). */
  readonly sitemap: boolean;
  readonly changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** Sitemap priority, 0.0–1.0. */
  readonly priority: number;
  /** `YYYY-MM-DD` of the last content change, where the page states one (dated articles, legal pages). */
  readonly lastmod?: string;
}

// The portals show one signed-in user's data: nothing there for a search engine, and their prerendered HTML is only the
// loading shell. `/auth` is public (every page links to it, its forms are in the HTML), so it is indexed like any page.
const accountRoutes = new Set<RoutePath>(['/consumer-portal', '/business-portal']);

type SeoInput = Omit<SeoRecord, 'path' | 'canonicalPath' | 'ogType' | 'noindex' | 'title'> & {
  readonly title: string;
};

// Titles are written out rather than read from the page modules so that importing SEO (in the root layout of every
// page) does not pull every page's body into the first-load bundle; seo.test.ts checks they agree with the pages.
const pageSeo: Record<RoutePath, SeoInput> = {
  '/': {
    title: `${brand.name} | Payment Infrastructure for European Businesses`,
    description:
      'Payment infrastructure for Europe: accept payments, settle across borders and embed financial services for merchants, banks and platforms.',
    keywords: ['payment infrastructure', 'embedded finance', 'cross-border settlement', 'European payments', 'PSP'],
    ogImageAlt: `${brand.name}: the payment infrastructure behind European growth`,
  },
  '/who-we-serve': {
    title: titled('Who We Serve'),
    description:
      'Payment services for merchants, financial institutions, developers and platforms, and the people who pay them. Choose your pathway.',
    keywords: ['merchants', 'financial institutions', 'developers', 'platforms', 'consumers'],
  },
  '/solutions': {
    title: titled('Solutions'),
    description:
      'Four modules for modern payments: Unified Settlement Layer, Composable Finance Core, Global Data Exchange and IP Protection.',
    keywords: ['settlement', 'composable finance', 'data exchange', 'IP protection', 'payment modules'],
  },
  '/access': {
    title: titled('Platform Access'),
    description:
      'Choose how you access Ardena: business accounts, consumer accounts or partner credentials for developers, with answers to common questions.',
    keywords: ['login', 'register', 'business account', 'consumer account', 'partner access'],
  },
  '/insights': {
    title: titled('Insights'),
    description:
      'Articles, case studies and technical guides on payments, settlement and embedded finance from the Ardena team.',
    keywords: ['payments insights', 'case studies', 'technical guide', 'embedded finance', 'fintech articles'],
  },
  '/insights/embedded-finance': {
    title: titled(insightSummaries['embedded-finance'].title),
    description:
      'How marketplaces, software vendors and retailers are embedding payments and accounts, and what it means for European commerce.',
    keywords: ['embedded finance', 'platforms', 'PSD2', 'payments strategy'],
  },
  '/insights/embedded-finance-edge': {
    // The article's full title with the brand is 64 characters, past what search results show.
    title: titled('The Edge of Embedded Finance: What Comes Next'),
    description:
      'After payments come accounts, cards and credit: the next wave of embedded financial products and the infrastructure they need.',
    keywords: ['embedded finance', 'embedded credit', 'virtual IBAN', 'platform banking'],
  },
  '/insights/composable-settlement': {
    title: titled('Composable Settlement'),
    description:
      'Why settlement logic becomes rigid and how composable services let payment operations adapt to new rails, currencies and partners.',
    keywords: ['composable settlement', 'reconciliation', 'netting', 'payment operations'],
  },
  '/insights/platform-api-guide': {
    title: titled(insightSummaries['platform-api-guide'].title),
    description:
      'Technical guide to the Ardena platform API: architecture, authentication, payments, settlement, webhooks and idempotency best practices.',
    keywords: ['payments API', 'API integration', 'webhooks', 'idempotency keys', 'REST API'],
  },
  '/insights/cross-border-payments': {
    title: titled('Case Study: Cross-Border Payments'),
    description:
      'How a retailer selling in eleven European markets cut cross-border settlement from four days to same-day with one settlement layer.',
    keywords: ['cross-border payments', 'case study', 'settlement time', 'multi-currency'],
  },
  '/insights/psp-agnostic': {
    title: titled(insightSummaries['psp-agnostic'].title),
    description:
      'Why routing payments across several providers improves resilience, approval rates and negotiating power, and how to start.',
    keywords: ['PSP-agnostic', 'payment routing', 'payment orchestration', 'approval rates'],
  },
  '/insights/merchant-stack': {
    title: titled('Case Study: Modernising a Merchant Stack'),
    description:
      'A subscription software company replaced its payment, billing and payout tooling in stages, without downtime or re-collecting cards.',
    keywords: ['merchant stack', 'case study', 'payment migration', 'network tokens'],
  },
  '/solutions/global-data-exchange': {
    title: titled('Global Data Exchange'),
    description:
      'Real-time, secure exchange of payment and compliance data between institutions: faster settlement, stronger compliance, lower costs.',
    keywords: ['data exchange', 'ISO 20022', 'real-time data', 'secure transmission'],
  },
  '/solutions/unified-settlement-layer': {
    title: titled('Unified Settlement Layer'),
    description:
      'One settlement engine for every rail and currency: automated reconciliation, multi-currency payouts and 99.9% matching accuracy.',
    keywords: ['settlement', 'reconciliation', 'multi-currency payouts', 'payment operations'],
  },
  '/solutions/intellectual-property-protection': {
    title: titled('Intellectual Property Protection'),
    description:
      'Deploy proprietary pricing, risk and data models on shared payment infrastructure without exposing them to partners or competitors.',
    keywords: ['intellectual property', 'IP protection', 'fintech models', 'access governance'],
  },
  '/solutions/composable-finance-core': {
    title: titled('Composable Finance Core'),
    description:
      'Independent building blocks for payments, KYC/AML, currency exchange, ledgers, reporting and fraud detection. Use only what you need.',
    keywords: ['composable finance', 'ledger', 'KYC/AML', 'banking-as-a-service', 'fraud detection'],
  },
  '/who-we-serve/business-merchant': {
    title: titled('Businesses & Merchants'),
    description:
      'Checkout, multi-currency acceptance, faster settlement and automated reconciliation for merchants selling across Europe.',
    keywords: ['merchant payments', 'checkout', 'settlement', 'reconciliation', 'chargebacks'],
  },
  '/who-we-serve/financial-institutions': {
    title: titled('Financial Institutions'),
    description:
      'Real-time rails, settlement orchestration and regulatory reporting for banks and payment institutions modernising their infrastructure.',
    keywords: ['banks', 'payment institutions', 'SEPA Instant', 'banking-as-a-service', 'regulatory reporting'],
  },
  '/who-we-serve/developers-platforms': {
    title: titled('Developers & Platforms'),
    description:
      'REST and GraphQL APIs, webhooks, SDKs and a full sandbox to embed payments, payouts and accounts into your platform.',
    keywords: ['payments API', 'GraphQL', 'webhooks', 'sandbox', 'embedded payments'],
  },
  '/who-we-serve/end-users': {
    title: titled('End Users'),
    description:
      'Secure checkout, instant transfers and clear fees: how Ardena protects the everyday payments you make through our partners.',
    keywords: ['consumer payments', 'instant transfers', 'secure checkout', 'SCA'],
  },
  '/developers': {
    title: titled('Developers'),
    description:
      'API documentation, SDKs, sandbox, webhooks and API status for teams integrating with Ardena. Request partner access to start.',
    keywords: ['developer tools', 'API documentation', 'SDK', 'sandbox', 'webhooks'],
  },
  '/about': {
    title: titled('About Us'),
    description:
      'Our mission is to make moving money across Europe instant, transparent and secure. Learn who we are and what guides us.',
    keywords: ['about Ardena', 'mission', 'payments company', 'European fintech'],
  },
  '/careers': {
    title: titled('Careers'),
    description:
      'Open roles in engineering, design and compliance at Ardena, with a 3,000 euro learning budget and 4-day week trials.',
    keywords: ['fintech jobs', 'careers', 'engineering jobs', 'remote jobs Europe'],
  },
  '/contact': {
    title: titled('Contact Us'),
    description:
      'Email Ardena or visit our UK headquarters. Replies in under 4 hours for critical issues, 24 hours for business inquiries.',
    keywords: ['contact', 'support', 'sales', 'headquarters London'],
  },
  '/privacy': {
    title: titled('Privacy Policy'),
    description:
      'How Ardena collects, uses, protects and retains personal data, how long we keep it, and the rights you have under the GDPR.',
    keywords: ['privacy policy', 'GDPR', 'data retention', 'personal data'],
  },
  '/terms': {
    title: titled('Terms of Service'),
    description:
      'The terms on which Ardena provides its website, portals and payment services, including liability, termination and governing law.',
    keywords: ['terms of service', 'terms and conditions', 'governing law', 'liability'],
  },
  '/security': {
    title: titled('Security'),
    description:
      'Encryption, certifications, data protection, infrastructure security and incident response under 15 minutes at Ardena.',
    keywords: ['security', 'PCI DSS', 'ISO 27001', 'SOC 2', 'incident response'],
  },
  '/compliance': {
    title: titled('Compliance'),
    description:
      'Licensed in the EU, the UK and the Netherlands, and mapped to 15+ frameworks: how Ardena manages risk, KYC/AML and audits.',
    keywords: ['compliance', 'licences', 'KYC', 'AML', 'PSD2', 'DORA'],
  },
  '/auth': {
    title: titled('Sign In or Register'),
    description: 'Sign in to your Ardena account or create a business or consumer account to reach your portal.',
    keywords: ['sign in', 'register', 'login', 'account'],
  },
  '/consumer-portal': {
    title: titled('Consumer Portal'),
    description: 'Your Ardena consumer portal: the history of your payments, refunds and transfers in one place.',
    keywords: ['consumer portal', 'transaction history'],
  },
  '/business-portal': {
    title: titled('Business Portal'),
    description:
      'Your Ardena business portal: revenue, transactions, customers and settlement status for your company.',
    keywords: ['business portal', 'merchant dashboard', 'settlement status'],
  },
  '/partner-login': {
    title: titled('Partner Access'),
    description:
      'Request access to the Ardena developer environment with your Partner ID and API key, for sandbox or production.',
    keywords: ['partner login', 'API key', 'sandbox', 'developer access'],
  },
  '/careers/senior-backend-engineer': {
    title: titled('Senior Backend Engineer (Remote, Europe)'),
    description:
      'Join Ardena as a Senior Backend Engineer, remote in Europe: build settlement, ledger and payout services used by thousands of businesses.',
    keywords: ['senior backend engineer', 'remote job Europe', 'payments engineering'],
  },
  '/careers/product-designer': {
    title: titled('Product Designer (London, Hybrid)'),
    description:
      'Join Ardena as a Product Designer in London, hybrid: design the portals merchants and consumers use to understand their money.',
    keywords: ['product designer', 'London design job', 'fintech design'],
  },
  '/careers/compliance-manager': {
    title: titled('Compliance Manager (London, Remote)'),
    description:
      'Join Ardena as a Compliance Manager: keep our UK and EU licences in good standing and build compliance into our products.',
    keywords: ['compliance manager', 'payments compliance', 'AML job London'],
  },
  '/careers/developer-relations-engineer': {
    title: titled('Developer Relations Engineer (Remote, Global)'),
    description:
      'Join Ardena as a Developer Relations Engineer, remote anywhere: docs, SDKs, samples and community for developers using our APIs.',
    keywords: ['developer relations', 'developer advocate', 'remote job'],
  },
};

/** Head metadata for every route, keyed by path. */
export const seo = Object.fromEntries(
  routePaths.map((path) => {
    const input = pageSeo[path];
    const noindex = accountRoutes.has(path);
    const heading = withoutBrand(input.title);
    const record: SeoRecord = {
      ...input,
      ogImageAlt: input.ogImageAlt ?? `${heading}, ${brand.name}`,
      ogImage: { path: ogImagePath(path), heading, alt: input.ogImageAlt ?? `${heading}, ${brand.name}` },
      path,
      canonicalPath: path,
      ogType: path.startsWith('/insights/') ? 'article' : 'website',
      noindex,
    };
    return [path, record];
  }),
) as Record<RoutePath, SeoRecord>;

export { notFoundSeo } from './notFound';
export { notFoundPage } from './notFoundPage';
export { type OgImage, ogImageSize, type SeoRecord } from './seoRecord';

/** Metadata for a path; `undefined` for unknown paths (use `notFoundSeo`). */
export function getSeo(path: string): SeoRecord | undefined {
  return (seo as Record<string, SeoRecord | undefined>)[path];
}

/** Absolute canonical URL of a route on the configured site origin. */
export function canonicalUrl(path: RoutePath): string {
  return path === '/' ? `${brand.siteUrl}/` : `${brand.siteUrl}${path}`;
}

function changefreq(path: RoutePath): SiteRoute['changefreq'] {
  if (path === '/' || path === '/insights' || path.startsWith('/careers')) return 'weekly';
  if (path === '/privacy' || path === '/terms') return 'yearly';
  return 'monthly';
}

function priority(path: RoutePath): number {
  if (path === '/') return 1;
  const depth = path.split('/').length - 1;
  return depth === 1 ? 0.8 : 0.6;
}

/** Last-updated date of the legal pages, as printed on them. */
export const legalLastUpdated = '2025-01-15';

function lastmod(path: RoutePath): string | undefined {
  if (path === '/privacy' || path === '/terms') return legalLastUpdated;
  const article = Object.values(insightSummaries).find((summary) => summary.path === path);
  // Month-only dates ("Dec 2024") are not precise enough to claim a day of change.
  return article && /^\d{4}-\d{2}-\d{2}$/.test(article.isoDate) ? article.isoDate : undefined;
}

/** Every route with its build-time treatment, in route-table order. */
export const routes: readonly SiteRoute[] = routePaths.map((path) => {
  const kind = accountRoutes.has(path) ? 'account' : 'public';
  const modified = lastmod(path);
  return {
    path,
    kind,
    prerender: true,
    sitemap: kind === 'public' && !seo[path].noindex,
    changefreq: changefreq(path),
    priority: kind === 'account' ? 0 : priority(path),
    ...(modified ? { lastmod: modified } : {}),
  };
});
