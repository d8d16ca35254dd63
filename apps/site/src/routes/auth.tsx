import { type AuthSearch, authCopy } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { AccountShell } from '../components/AccountShell';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

/**
 * `?tab=signin|signup` picks the tab (sign-in when absent); `?type=business|consumer` preselects the account type.
 * Both stay optional so a bare `/auth` is a valid URL of its own (no redirect to a normalised one); unknown values
 * are dropped.
 */
export function parseAuthSearch(search: Record<string, unknown>): Partial<AuthSearch> {
  const parsed: { tab?: AuthSearch['tab']; type?: AuthSearch['type'] } = {};
  if (search.tab === 'signin' || search.tab === 'signup') parsed.tab = search.tab;
  if (search.type === 'business' || search.type === 'consumer') parsed.type = search.type;
  return parsed;
}

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  loader: () => loadSeo('/auth'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AuthPage,
});

function AuthPage() {
  return <AccountShell title={authCopy.title} />;
}
