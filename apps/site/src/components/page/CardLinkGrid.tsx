import type { ContentCard } from '@ardena/content';
import { RevealGridIsland } from '../../islands/reveal-grid.island';

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
    <RevealGridIsland
      columns={cards.length % 4 === 0 ? 4 : 3}
      headingLevel={headingLevel}
      cards={cards.map((card) => ({
        kind: 'audience',
        title: card.title,
        description: card.description,
        href: card.href,
        icon: card.icon,
        points: card.points,
        linkHint: card.linkLabel,
      }))}
    />
  );
}
