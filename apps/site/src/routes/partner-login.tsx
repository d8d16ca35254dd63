import { partnerLoginPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../components/Actions';
import { Page, PageHeader } from '../components/Page';
import { PartnerAccess } from '../components/PartnerAccess';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/partner-login')({
  loader: () => loadSeo('/partner-login'),
  head: ({ loaderData }) => headFor(loaderData),
  component: PartnerLoginPage,
});

function PartnerLoginPage() {
  const { back, hero, contactSales } = partnerLoginPage;
  return (
    <Page>
      <PageHeader hero={hero} back={back} />
      <PartnerAccess />
      <div className={layout.row}>
        <Text>{contactSales.prompt}</Text>
        <ActionRow actions={[contactSales.action]} />
      </div>
    </Page>
  );
}
