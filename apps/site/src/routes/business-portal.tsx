import { accountMenu } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { AccountShell } from '../components/AccountShell';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/business-portal')({
  loader: () => loadSeo('/business-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: BusinessPortalPage,
});

function BusinessPortalPage() {
  return <AccountShell title={accountMenu.portals.business.label} />;
}
