import { careersPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../../components/page/Actions';
import { toOpenRoles } from '../../components/page/OpenRoles';
import { CardGrid, Page, PageBlock, PageHeader } from '../../components/page/Page';
import { headFor } from '../../head';
import { JobCardsIsland } from '../../islands/job-cards.island';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/careers/')({
  loader: () => loadSeo('/careers'),
  head: ({ loaderData }) => headFor(loaderData),
  component: CareersPage,
});

function CareersPage() {
  const { hero, openRoles, perks, speculative } = careersPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <PageBlock id="open-roles" title={openRoles.title} intro={openRoles.intro}>
        <JobCardsIsland roles={toOpenRoles(openRoles.jobs)} />
      </PageBlock>
      <PageBlock id="perks" title={perks.title}>
        <CardGrid items={perks.items} />
      </PageBlock>
      <PageBlock id="speculative" title={speculative.title} intro={speculative.description}>
        <ActionRow actions={[speculative.action]} />
      </PageBlock>
    </Page>
  );
}
