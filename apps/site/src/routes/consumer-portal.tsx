import { accountMenu } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { AccountShell } from '../components/AccountShell';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/consumer-portal')({
  loader: () => loadSeo('/consumer-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: ConsumerPortalPage,
});

function ConsumerPortalPage() {
  return <AccountShell title={accountMenu.portals.consumer.label} />;
}
