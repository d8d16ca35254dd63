import { insightCategories, insightsInCategory, insightsPage, parseInsightCategory } from '@ardena/content';
import { CategoryTabs, EmptyState } from '@ardena/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ArticleCardGrid } from '../../components/ArticleCardGrid';
import { NewsletterBox } from '../../components/NewsletterBox';
import { Page, PageHeader } from '../../components/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';
import { insightsSearchSchema } from '../../searchParams';

export const Route = createFileRoute('/insights/')({
  // `?category=` is optional in links; an unknown or missing value selects the default tab (Articles).
  validateSearch: insightsSearchSchema,
  loader: () => loadSeo('/insights'),
  head: ({ loaderData }) => headFor(loaderData),
  component: InsightsPage,
});

function InsightsPage() {
  const { category } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const selected = parseInsightCategory(category);
  const articles = insightsInCategory(selected);
  return (
    <Page>
      <PageHeader hero={insightsPage.hero} />
      <CategoryTabs
        label={insightsPage.tabsLabel}
        categories={insightCategories.map((item) => ({ value: item.id, label: item.label }))}
        value={selected}
        onValueChange={(value) =>
          navigate({ search: { category: parseInsightCategory(value) }, replace: true, resetScroll: false })
        }
      >
        {articles.length === 0 ? (
          <EmptyState
            title={insightsPage.emptyCategory.title}
            description={insightsPage.emptyCategory.description}
            headingLevel={2}
          />
        ) : (
          <ArticleCardGrid articles={articles} headingLevel={2} linkHint={insightsPage.readArticleLabel} />
        )}
      </CategoryTabs>
      <NewsletterBox />
    </Page>
  );
}
