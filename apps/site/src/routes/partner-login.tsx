import { partnerLoginPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { PartnerAccess } from '../components/forms/PartnerAccess';
import { ActionRow } from '../components/page/Actions';
import { Page, PageHeader } from '../components/page/Page';
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
