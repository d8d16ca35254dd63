import { aboutPage } from '@ardena/content';
import { StatClaim, Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { CardGrid, ClosingBanner, Page, PageBlock, PageHeader } from '../components/Page';
import * as layout from '../layout.css';
import { headFor } from '../head';
import { seoFor } from '../seo';

export const Route = createFileRoute('/about')({
  loader: () => seoFor('/about'),
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
