import { findSolutionPage, notFoundSeo } from '@ardena/content';
import { FlowDiagram } from '@ardena/ui/patterns';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '../../components/page/DetailPage';
import { NotFoundPage } from '../../components/page/NotFoundPage';
import { PageBlock } from '../../components/page/Page';
import { headFor } from '../../head';
import { loadSeoOrNotFound } from '../../loadSeo';

/** `/solutions/<slug>`: one of content's solution pages; any other slug is the not-found page. */
export const Route = createFileRoute('/solutions/$slug')({
  loader: ({ params }) => loadSeoOrNotFound(`/solutions/${params.slug}`),
  head: ({ loaderData }) => headFor(loaderData ?? notFoundSeo),
  component: SolutionPage,
  notFoundComponent: NotFoundPage,
});

function SolutionPage() {
  const page = findSolutionPage(Route.useParams().slug);
  // The loader has already turned an unknown slug into the not-found page; this only narrows the type.
  if (!page) throw notFound();
  const { flow } = page;
  return (
    <DetailPage
      back={page.back}
      hero={page.hero}
      sections={page.sections}
      cta={page.cta}
      varied
      afterHeader={
        <PageBlock id={flow.id} title={flow.title} intro={flow.intro} band>
          <FlowDiagram steps={flow.steps} caption={flow.caption} />
        </PageBlock>
      }
    />
  );
}
