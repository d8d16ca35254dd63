import { ConsumerPortal, PasskeyManager } from '@ardena/auth';
import { consumerPortalCopy } from '@ardena/content';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ownPortalRedirect } from '../../account/access';
import { PortalPage } from '../../components/account/PortalPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

const contactAction = consumerPortalCopy.missingTransaction.action;

export const Route = createFileRoute('/_account/consumer-portal')({
  beforeLoad: ({ context }) => {
    const ownPortal = context.account && ownPortalRedirect(context.account, 'consumer');
    if (ownPortal) throw redirect({ ...ownPortal, replace: true });
  },
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
      <PasskeyManager headingLevel={2} />
    </PortalPage>
  );
}
