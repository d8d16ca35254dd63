import { insightArticles } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../components/ArticlePage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/insights/platform-api-guide')({
  loader: () => loadSeo('/insights/platform-api-guide'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <ArticlePage article={insightArticles['platform-api-guide']} />,
});
