import { insightArticles } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../components/ArticlePage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/insights/embedded-finance-edge')({
  loader: () => loadSeo('/insights/embedded-finance-edge'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <ArticlePage article={insightArticles['embedded-finance-edge']} />,
});
