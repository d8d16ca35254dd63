import type { BackLink, CtaBanner, PageHero, PageSection } from '@ardena/content';
import type { ReactNode } from 'react';
import { ClosingBanner, Page, PageHeader, PageSections } from './Page';

/** An audience, solution or article page: back link, hero, content sections and the closing banner. */
export function DetailPage({
  back,
  hero,
  sections,
  cta,
  headerExtra,
  afterHeader,
  varied,
  children,
}: {
  back: BackLink;
  hero: PageHero;
  sections: readonly PageSection[];
  cta?: CtaBanner | undefined;
  headerExtra?: ReactNode;
  /** A block between the hero and the sections, for example a diagram. */
  afterHeader?: ReactNode;
  /** Alternate the sections' layouts (see `PageSections`). */
  varied?: boolean;
  children?: ReactNode;
}) {
  return (
    <Page>
      <PageHeader hero={hero} back={back}>
        {headerExtra}
      </PageHeader>
      {afterHeader}
      <PageSections sections={sections} varied={varied} />
      {children}
      {cta ? <ClosingBanner cta={cta} /> : null}
    </Page>
  );
}
