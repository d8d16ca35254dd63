import type { InsightArticle } from '@ardena/content';
import { Badge, Text } from '@ardena/ui';
import { Calendar, Clock } from 'lucide-react';
import * as layout from '../../layout.css';
import { ActionButton } from './Actions';
import { DetailPage } from './DetailPage';

/** One insight article: badge, date and read time under the title, the body sections, then where to go next. */
export function ArticlePage({ article }: { article: InsightArticle }) {
  return (
    <DetailPage
      back={article.back}
      hero={{ title: article.title, lead: article.intro }}
      sections={article.sections}
      cta={article.cta}
      headerExtra={
        <div className={layout.row}>
          <Badge tone="brand">{article.label}</Badge>
          <Text as="span" tone="muted" size="sm">
            <Calendar size={14} aria-hidden="true" /> <time dateTime={article.isoDate}>{article.displayDate}</time>
          </Text>
          <Text as="span" tone="muted" size="sm">
            <Clock size={14} aria-hidden="true" /> {article.readTime} read
          </Text>
        </div>
      }
    >
      {article.related ? (
        <div>
          <ActionButton action={article.related} variant="outline" />
        </div>
      ) : null}
    </DetailPage>
  );
}
