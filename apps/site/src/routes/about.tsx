import { aboutPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import { StatClaim } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { CardGrid, ClosingBanner, Page, PageBlock, PageHeader } from '../components/page/Page';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/about')({
  loader: () => loadSeo('/about'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AboutPage,
});

function AboutPage() {
  const { hero, mission, values, facts, closing } = aboutPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <PageBlock id="mission" title={mission.title}>
        <div className={layout.prose}>
          <Text size="lg" weight="semibold">
            {mission.statement}
          </Text>
          {mission.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      </PageBlock>
      <PageBlock id="values" title={values.title}>
        <CardGrid items={values.items} />
      </PageBlock>
      <PageBlock id="facts" title={facts.title}>
        <StatClaim items={facts.stats} />
      </PageBlock>
      <ClosingBanner cta={closing} />
    </Page>
  );
}
