import { insightArticles } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../components/ArticlePage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/insights/cross-border-payments')({
  loader: () => loadSeo('/insights/cross-border-payments'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <ArticlePage article={insightArticles['cross-border-payments']} />,
});
