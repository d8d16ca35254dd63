import type { LegalPage } from '@ardena/content';
import { Text } from '@ardena/ui';
import type { ReactNode } from 'react';
import { Page, PageBlock, PageHeader, Prose } from './Page';

/** Privacy and terms: hero, last-updated date and numbered sections of static text. */
export function LegalDocument({ page, children }: { page: LegalPage; children?: ReactNode }) {
  return (
    <Page>
      <PageHeader hero={page.hero}>
        <Text tone="muted" size="sm">
          Last updated <time dateTime={page.lastUpdated.isoDate}>{page.lastUpdated.display}</time>
        </Text>
      </PageHeader>
      {page.sections.map((section) => (
        <PageBlock
          key={section.id}
          id={section.id}
          title={section.number === undefined ? section.title : `${section.number}. ${section.title}`}
        >
          <Prose paragraphs={section.paragraphs} bullets={section.bullets} />
        </PageBlock>
      ))}
      {children}
    </Page>
  );
}
