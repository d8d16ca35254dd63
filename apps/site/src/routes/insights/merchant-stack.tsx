import { insightArticles } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../components/ArticlePage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/insights/merchant-stack')({
  loader: () => loadSeo('/insights/merchant-stack'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <ArticlePage article={insightArticles['merchant-stack']} />,
});
