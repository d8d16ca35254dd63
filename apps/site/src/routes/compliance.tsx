import { compliancePage } from '@ardena/content';
import { FeatureCard, FeatureGrid, StatClaim } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { CardGrid, ClosingBanner, Page, PageBlock, PageHeader, PageSections } from '../components/page/Page';
import { ResourceGrid } from '../components/page/ResourceGrid';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/compliance')({
  loader: () => loadSeo('/compliance'),
  head: ({ loaderData }) => headFor(loaderData),
  component: CompliancePage,
});

function CompliancePage() {
  const { hero, headlineStats, frameworks, licences, sections, documentation, closing } = compliancePage;
  return (
    <Page>
      <PageHeader hero={hero}>
        <StatClaim items={headlineStats} />
      </PageHeader>
      <PageBlock id="frameworks" title={frameworks.title} intro={frameworks.intro}>
        <CardGrid items={frameworks.items} />
      </PageBlock>
      <PageBlock id="licences" title={licences.title} intro={licences.intro}>
        <FeatureGrid columns={3}>
          {licences.items.map((licence) => (
            <FeatureCard
              key={licence.jurisdiction}
              title={licence.jurisdiction}
              description={`${licence.title}. ${licence.description}`}
              headingLevel={3}
            />
          ))}
        </FeatureGrid>
      </PageBlock>
      <PageSections sections={sections} />
      <PageBlock id="documentation" title={documentation.title}>
        <ResourceGrid items={documentation.items} />
      </PageBlock>
      <ClosingBanner cta={closing} />
    </Page>
  );
}
