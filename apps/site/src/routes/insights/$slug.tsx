import { findInsightArticle, notFoundSeo } from '@ardena/content';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ArticlePage } from '../../components/page/ArticlePage';
import { NotFoundPage } from '../../components/page/NotFoundPage';
import { headFor } from '../../head';
import { loadSeoOrNotFound } from '../../loadSeo';

/** `/insights/<slug>`: one of content's insight articles; any other slug is the not-found page. */
export const Route = createFileRoute('/insights/$slug')({
  loader: ({ params }) => loadSeoOrNotFound(`/insights/${params.slug}`),
  head: ({ loaderData }) => headFor(loaderData ?? notFoundSeo),
  component: InsightArticlePage,
  notFoundComponent: NotFoundPage,
});

function InsightArticlePage() {
  const article = findInsightArticle(Route.useParams().slug);
  // The loader has already turned an unknown slug into the not-found page; this only narrows the type.
  if (!article) throw notFound();
  return <ArticlePage article={article} />;
}
