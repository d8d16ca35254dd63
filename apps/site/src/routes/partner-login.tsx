import { partnerLoginPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../components/Actions';
import { Page, PageHeader } from '../components/Page';
import { PartnerAccessForm, type PartnerAccessRequest } from '../components/PartnerAccessForm';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/partner-login')({
  loader: () => loadSeo('/partner-login'),
  head: ({ loaderData }) => headFor(loaderData),
  component: PartnerLoginPage,
});

/**
 * The seam for recording partner requests. The spec's form sends nothing, so the request stays in the page; the
 * accounts work replaces this with a call that stores it.
 */
function handlePartnerRequest(_request: PartnerAccessRequest): void {}

function PartnerLoginPage() {
  const { back, hero, contactSales } = partnerLoginPage;
  return (
    <Page>
      <PageHeader hero={hero} back={back} />
      <PartnerAccessForm onSubmit={handlePartnerRequest} />
      <div className={layout.row}>
        <Text>{contactSales.prompt}</Text>
        <ActionRow actions={[contactSales.action]} />
      </div>
    </Page>
  );
}
