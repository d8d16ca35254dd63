import type { RoutePath } from './types';

/** Copy of the 404 page. */
export const notFoundPage = {
  title: 'Page not found',
  description: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  links: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Browse our solutions', href: '/solutions' },
    { label: 'Read our insights', href: '/insights' },
    { label: 'Contact us', href: '/contact' },
  ],
  searchHint: 'Or use search to find what you need.',
} as const satisfies {
  title: string;
  description: string;
  links: readonly { label: string; href: RoutePath }[];
  searchHint: string;
};
