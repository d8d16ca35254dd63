import { BusinessPortal, PasskeyManager } from '@ardena/auth';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ownPortalRedirect } from '../../account/access';
import { PortalPage } from '../../components/account/PortalPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/_account/business-portal')({
  beforeLoad: ({ context }) => {
    const ownPortal = context.account && ownPortalRedirect(context.account, 'business');
    if (ownPortal) throw redirect({ ...ownPortal, replace: true });
  },
  loader: () => loadSeo('/business-portal'),
  head: ({ loaderData }) => headFor(loaderData),
  component: BusinessPortalPage,
});

function BusinessPortalPage() {
  return (
    <PortalPage portal="business">
      <BusinessPortal />
      <PasskeyManager headingLevel={2} />
    </PortalPage>
  );
}
