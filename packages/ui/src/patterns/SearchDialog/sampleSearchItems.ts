import type { SearchItem } from './matchSearchItems';

/** Eight articles and pages, shaped like the site's search index, for stories and tests. */
export const sampleSearchItems: readonly SearchItem[] = [
  {
    id: 'embedded-finance',
    title: 'The rise of embedded finance',
    excerpt: 'Why every software platform is turning into a payments company.',
    type: 'Article',
    href: '/insights/embedded-finance',
  },
  {
    id: 'cross-border-payments',
    title: 'Cross-border payments without the wait',
    excerpt: 'How a marketplace cut settlement times across twelve currencies.',
    type: 'Case Study',
    href: '/insights/cross-border-payments',
  },
  {
    id: 'platform-api-guide',
    title: 'Platform API guide',
    excerpt: 'Authentication, core integration and optimisation, step by step.',
    type: 'Technical Guide',
    href: '/insights/platform-api-guide',
  },
  {
    id: 'unified-settlement-layer',
    title: 'Unified Settlement Layer',
    excerpt: 'Automated reconciliation and multi-currency payouts in one layer.',
    type: 'Solution',
    href: '/solutions/unified-settlement-layer',
  },
  {
    id: 'global-data-exchange',
    title: 'Global Data Exchange',
    excerpt: 'Real-time, secure data flows between payment partners.',
    type: 'Solution',
    href: '/solutions/global-data-exchange',
  },
  {
    id: 'developers',
    title: 'Developers',
    excerpt: 'APIs, SDKs, webhooks and a sandbox to build with.',
    type: 'Page',
    href: '/developers',
  },
  {
    id: 'security',
    title: 'Security',
    excerpt: 'How we protect payment data and respond to incidents.',
    type: 'Page',
    href: '/security',
  },
  {
    id: 'careers',
    title: 'Careers',
    excerpt: 'Join the team building payment infrastructure for Europe.',
    type: 'Page',
    href: '/careers',
  },
];
