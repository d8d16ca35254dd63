import { BusinessPortal } from '@ardena/auth';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '../components/PortalPage';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/business-portal')({
  loader: () => loadSeo('/business-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: BusinessPortalPage,
});

function BusinessPortalPage() {
  return (
    <PortalPage portal="business">
      <BusinessPortal />
    </PortalPage>
  );
}
