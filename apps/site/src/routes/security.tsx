import { securityPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../components/page/Actions';
import { Page, PageBlock, PageHeader, PageSections } from '../components/page/Page';
import { ResourceGrid } from '../components/page/ResourceGrid';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/security')({
  loader: () => loadSeo('/security'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SecurityPage,
});

function SecurityPage() {
  const { hero, sections, resources, contact } = securityPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <PageSections sections={sections} />
      <PageBlock id="resources" title={resources.title}>
        <ResourceGrid items={resources.items} />
      </PageBlock>
      <PageBlock id="contact-security" title={contact.title} intro={contact.description}>
        <ActionRow actions={[contact.action]} />
      </PageBlock>
    </Page>
  );
}
