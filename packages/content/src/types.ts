/**
 * Shapes shared by every content module. Content is plain data: no React, no router, no CSS. The site turns an
 * `icon` key into a lucide-react component and an `Action` into a router link or a mail link.
 */

/**
 * Every route of the product, in the order of the spec's route table. Internal links are typed against this list so
 * a renamed or mistyped path fails the typecheck instead of producing a dead link.
 */
export const routePaths = [
  '/',
  '/who-we-serve',
  '/solutions',
  '/access',
  '/insights',
  '/insights/embedded-finance',
  '/insights/embedded-finance-edge',
  '/insights/composable-settlement',
  '/insights/platform-api-guide',
  '/insights/cross-border-payments',
  '/insights/psp-agnostic',
  '/insights/merchant-stack',
  '/solutions/global-data-exchange',
  '/solutions/unified-settlement-layer',
  '/solutions/intellectual-property-protection',
  '/solutions/composable-finance-core',
  '/who-we-serve/business-merchant',
  '/who-we-serve/financial-institutions',
  '/who-we-serve/developers-platforms',
  '/who-we-serve/end-users',
  '/developers',
  '/about',
  '/careers',
  '/contact',
  '/privacy',
  '/terms',
  '/security',
  '/compliance',
  '/auth',
  '/consumer-portal',
  '/business-portal',
  '/partner-login',
  '/careers/senior-backend-engineer',
  '/careers/product-designer',
  '/careers/compliance-manager',
  '/careers/developer-relations-engineer',
] as const;

/** One of the 36 routes of the product. */
export type RoutePath = (typeof routePaths)[number];

/**
 * The fixed set of icon keys content may use. The site maps each key to one lucide-react icon
 * (`Record<ContentIcon, LucideIcon>`), so adding a key here is a type error there until it is mapped.
 */
export const contentIcons = [
  'store',
  'landmark',
  'code',
  'user',
  'users',
  'globe',
  'shield',
  'lock',
  'key',
  'zap',
  'layers',
  'database',
  'refresh',
  'chart',
  'trending-up',
  'file-text',
  'file-check',
  'book',
  'terminal',
  'webhook',
  'flask',
  'scale',
  'server',
  'cloud',
  'bug',
  'award',
  'mail',
  'map-pin',
  'clock',
  'credit-card',
  'wallet',
  'banknote',
  'building',
  'smartphone',
  'fingerprint',
  'eye',
  'alert',
  'network',
  'puzzle',
  'rocket',
  'heart',
  'graduation-cap',
  'handshake',
  'check',
  'settings',
  'search',
  'receipt',
  'calendar',
  'gauge',
  'lightbulb',
  'message',
  'phone',
] as const;

/** Icon key for a card; the site renders it as a decorative (`aria-hidden`) lucide icon. */
export type ContentIcon = (typeof contentIcons)[number];

/** A link to another page of the site. */
export interface InternalLink {
  readonly label: string;
  readonly href: RoutePath;
}

/** Search params `/auth` understands: which tab opens and which account type is preselected. */
export interface AuthSearch {
  readonly tab: 'signin' | 'signup';
  readonly type?: 'business' | 'consumer';
}

/**
 * What a button or link on a page does.
 * - `internal`: navigates within the site (`search` only for `/auth`).
 * - `mail`: opens a mail to the brand address; `href` is the full `mailto:` link built by `mailto()`.
 */
export type Action =
  | { readonly kind: 'internal'; readonly label: string; readonly href: RoutePath; readonly search?: AuthSearch }
  | { readonly kind: 'mail'; readonly label: string; readonly href: `mailto:${string}`; readonly subject?: string };

/** A code example shown verbatim in a `<pre><code>` block. */
export interface CodeSample {
  /** Accessible caption for the block. */
  readonly label: string;
  /** Language hint for highlighting, e.g. `http`. */
  readonly language: string;
  readonly code: string;
}

/** A titled card with an optional icon, link, bullet points and code example. */
export interface ContentCard {
  readonly title: string;
  readonly description: string;
  readonly icon?: ContentIcon;
  readonly href?: RoutePath;
  /** Short supporting points shown as a list inside the card. */
  readonly points?: readonly string[];
  readonly code?: CodeSample;
}

/** A numbered step in a process. */
export interface ContentStep {
  readonly title: string;
  readonly description: string;
  readonly icon?: ContentIcon;
}

/** A headline figure such as "99.9%" with its caption. */
export interface StatClaim {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
}

/** Page opening: eyebrow, the single `<h1>` text, the lead paragraph and optional actions. */
export interface PageHero {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead: string;
  readonly actions?: readonly Action[];
}

/** A titled block of prose: paragraphs, then an optional bullet list. */
export interface ProseSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** A titled list of cards (a feature grid, a benefits list, a set of reasons). */
export interface CardSection {
  readonly title: string;
  readonly intro?: string;
  readonly items: readonly ContentCard[];
}

/** A titled list of steps. */
export interface StepSection {
  readonly title: string;
  readonly intro?: string;
  readonly steps: readonly ContentStep[];
}

/**
 * One block of a page, rendered in order by the site's section renderer. `id` is stable: it anchors the block in
 * the page (`#id`) and lets tests find it.
 */
export type PageSection =
  | {
      readonly kind: 'cards';
      readonly id: string;
      readonly title: string;
      readonly intro?: string;
      readonly items: readonly ContentCard[];
    }
  | {
      readonly kind: 'steps';
      readonly id: string;
      readonly title: string;
      readonly intro?: string;
      readonly steps: readonly ContentStep[];
    }
  | {
      readonly kind: 'stats';
      readonly id: string;
      readonly title: string;
      readonly intro?: string;
      readonly stats: readonly StatClaim[];
    }
  | {
      readonly kind: 'prose';
      readonly id: string;
      readonly title: string;
      readonly paragraphs: readonly string[];
      readonly bullets?: readonly string[];
    };

/** Kind of a page section. */
export type PageSectionKind = PageSection['kind'];

/** A closing call-to-action banner: primary (usually mail) and optional secondary action. */
export interface CtaBanner {
  readonly title: string;
  readonly description: string;
  readonly primary: Action;
  readonly secondary?: Action;
}

/** A question and its answer. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** Back link shown above the hero on detail pages. */
export interface BackLink {
  readonly label: string;
  readonly href: RoutePath;
}

/** Finds a section by id; throws so a renamed section fails loudly in tests and at build time. */
export function sectionById<K extends PageSectionKind>(
  sections: readonly PageSection[],
  id: string,
  kind: K,
): Extract<PageSection, { kind: K }> {
  const found = sections.find((section) => section.id === id);
  if (!found || found.kind !== kind) throw new Error(`No ${kind} section "${id}"`);
  return found as Extract<PageSection, { kind: K }>;
}

/** A status colour for an illustrative transaction row. */
export type PreviewTone = 'success' | 'warning' | 'info' | 'neutral';

/**
 * The product picture beside a hero: invented balances, a volume chart and recent transactions, in euros and
 * European counterparties. `label` is its text alternative.
 */
export interface DashboardPreviewContent {
  readonly label: string;
  readonly title: string;
  readonly balances: readonly { readonly label: string; readonly value: string; readonly change?: string }[];
  readonly chart: { readonly label: string; readonly values: readonly number[]; readonly ticks: readonly string[] };
  readonly transactionsLabel: string;
  readonly transactions: readonly {
    readonly name: string;
    readonly detail: string;
    readonly amount: string;
    readonly status: string;
    readonly tone: PreviewTone;
  }[];
}

/** A step of a flow diagram; `brand` marks Ardena's own step. */
export interface FlowStepContent {
  readonly title: string;
  readonly meta?: string;
  readonly detail?: string;
  readonly tone?: 'default' | 'brand';
}

/** A titled section showing how money or data moves, as a diagram with a caption that describes it. */
export interface FlowSection {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly caption: string;
  readonly steps: readonly FlowStepContent[];
}

/** An API example: a request and its response, as HTTP messages. */
export interface ApiSample {
  readonly title: string;
  readonly blocks: readonly {
    readonly label: string;
    readonly language: 'http' | 'shell' | 'json';
    readonly code: string;
  }[];
}

/** Headline figures shown as a strip. */
export interface StatStrip {
  readonly items: readonly { readonly value: string; readonly label: string }[];
}
