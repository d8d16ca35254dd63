import { insightArticles } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../components/ArticlePage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/insights/psp-agnostic')({
  loader: () => loadSeo('/insights/psp-agnostic'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <ArticlePage article={insightArticles['psp-agnostic']} />,
});
