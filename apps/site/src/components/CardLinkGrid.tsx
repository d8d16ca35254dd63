import type { ContentCard } from '@ardena/content';
import { AudienceCard, FeatureGrid } from '@ardena/ui';
import { ContentIconView } from '../icons';

/** Pathway or module cards that each lead to a page; they reveal as they near the viewport. */
export function CardLinkGrid({
  cards,
  headingLevel = 2,
}: {
  cards: readonly (ContentCard & { href: string; linkLabel: string })[];
  /** 2 when the cards sit directly under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  return (
    <FeatureGrid columns={cards.length % 4 === 0 ? 4 : 3} reveal>
      {cards.map((card) => (
        <AudienceCard
          key={card.title}
          title={card.title}
          description={card.description}
          href={card.href}
          highlights={card.points}
          linkHint={card.linkLabel}
          icon={<ContentIconView icon={card.icon} />}
          headingLevel={headingLevel}
        />
      ))}
    </FeatureGrid>
  );
}
