import { type AuthSearch, authCopy } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { AccountShell } from '../components/AccountShell';
import { headFor, seoFor } from '../seo';

/** `?tab=signin|signup` picks the tab (default sign-in); `?type=business|consumer` preselects the account type. */
export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const tab = search.tab === 'signup' ? 'signup' : 'signin';
  const type = search.type === 'business' || search.type === 'consumer' ? search.type : undefined;
  return type ? { tab, type } : { tab };
}

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  loader: () => seoFor('/auth'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AuthPage,
});

function AuthPage() {
  return <AccountShell title={authCopy.title} />;
}
