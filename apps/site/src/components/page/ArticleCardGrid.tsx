import type { InsightSummary } from '@ardena/content';
import { ArticleCard, FeatureGrid } from '@ardena/ui/patterns';

/**
 * Insight articles as a grid of cards, each leading to its article: three columns, or two for a category with fewer
 * than three articles (two cards in a three-column grid left a third of the row empty).
 */
export function ArticleCardGrid({
  articles,
  headingLevel,
  linkHint,
}: {
  articles: readonly InsightSummary[];
  /** 2 when the cards sit directly under the page's h1, 3 inside a titled section. */
  headingLevel: 2 | 3;
  /** Visible call to action on each card; the card's default when absent. */
  linkHint?: string;
}) {
  return (
    <FeatureGrid columns={articles.length >= 3 ? 3 : 2}>
      {articles.map((article) => (
        <ArticleCard
          key={article.slug}
          title={article.title}
          excerpt={article.excerpt}
          href={article.path}
          category={article.label}
          date={article.displayDate}
          dateTime={article.isoDate}
          readTime={article.readTime}
          linkHint={linkHint}
          headingLevel={headingLevel}
        />
      ))}
    </FeatureGrid>
  );
}
