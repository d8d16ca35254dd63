import { ConsumerPortal } from '@ardena/auth';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '../components/PortalPage';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/consumer-portal')({
  loader: () => loadSeo('/consumer-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: ConsumerPortalPage,
});

function ConsumerPortalPage() {
  return (
    <PortalPage portal="consumer">
      <ConsumerPortal />
    </PortalPage>
  );
}
