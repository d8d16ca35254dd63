import { careersPage } from '@ardena/content';
import { FeatureGrid, JobCard } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionRow } from '../../components/Actions';
import { CardGrid, Page, PageBlock, PageHeader } from '../../components/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';
import { useNow } from '../../useNow';

export const Route = createFileRoute('/careers/')({
  loader: () => loadSeo('/careers'),
  head: ({ loaderData }) => headFor(loaderData),
  component: CareersPage,
});

function CareersPage() {
  const { hero, openRoles, perks, speculative } = careersPage;
  const now = useNow();
  return (
    <Page>
      <PageHeader hero={hero} />
      {/* Each card's "Posted … ago" is prerendered at build time: the block hydrates as it shows, to use today's date. */}
      <PageBlock id="open-roles" title={openRoles.title} intro={openRoles.intro}>
        <FeatureGrid columns={2}>
          {openRoles.jobs.map((job) => (
            <JobCard
              key={job.slug}
              title={job.title}
              department={job.department}
              location={job.location}
              type={job.type}
              posted={job.posted}
              now={now}
              summary={`${job.summary} ${job.experience} of experience.`}
              href={job.path}
              applyHref={job.apply.kind === 'mail' ? job.apply.href : job.path}
              applyLabel={job.apply.label}
              headingLevel={3}
            />
          ))}
        </FeatureGrid>
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
