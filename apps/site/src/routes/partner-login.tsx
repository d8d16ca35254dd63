import { partnerLoginPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../components/Actions';
import { Page, PageHeader } from '../components/Page';
import { PartnerAccessForm, type PartnerAccessRequest } from '../components/PartnerAccessForm';
import { insertPublicRow } from '../components/publicInsert';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/partner-login')({
  loader: () => loadSeo('/partner-login'),
  head: ({ loaderData }) => headFor(loaderData),
  component: PartnerLoginPage,
});

/** Records the request in `partner_access_requests`: Partner ID and environment only; the API key never leaves. */
async function handlePartnerRequest({ partnerId, environment }: PartnerAccessRequest): Promise<boolean> {
  return (await insertPublicRow('partner_access_requests', { partner_id: partnerId, environment })) === 'stored';
}

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
