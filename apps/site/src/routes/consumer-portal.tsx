import { ConsumerPortal } from '@ardena/auth';
import { consumerPortalCopy } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '../components/PortalPage';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

const contactAction = consumerPortalCopy.missingTransaction.action;

export const Route = createFileRoute('/consumer-portal')({
  loader: () => loadSeo('/consumer-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: ConsumerPortalPage,
});

function ConsumerPortalPage() {
  return (
    <PortalPage portal="consumer">
      <ConsumerPortal
        contactHref={'href' in contactAction ? contactAction.href : undefined}
        csvFileNamePrefix="ardena"
      />
    </PortalPage>
  );
}
