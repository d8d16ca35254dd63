import type { ContentIcon } from '@ardena/content';
import { AudienceCard, FeatureCard, FeatureGrid } from '@ardena/ui/patterns';
import { StaticIcon } from '../../islands/StaticIcon';

interface RevealCardBase {
  title: string;
  description: string;
  icon?: ContentIcon | undefined;
  /** Short points listed in the card. */
  points?: readonly string[] | undefined;
}

/** One card of a revealed grid, as plain data (island props travel as JSON): an audience card or a feature card. */
export type RevealCard =
  | (RevealCardBase & {
      kind: 'audience';
      href: string;
      /** Visible call to action; the card's default when absent. */
      linkHint?: string | undefined;
    })
  | (RevealCardBase & { kind: 'feature'; href?: string | undefined });

export interface RevealGridProps {
  cards: readonly RevealCard[];
  columns: 2 | 3 | 4;
  /** 2 when the cards sit directly under the page's h1, 3 inside a titled section. */
  headingLevel: 2 | 3;
}

/** Cards that fade in as they near the viewport (spec section 9): the grid's island. Icons are drawn on the server only. */
export function RevealGrid({ cards, columns, headingLevel }: RevealGridProps) {
  return (
    <FeatureGrid columns={columns} reveal>
      {cards.map((card) =>
        card.kind === 'audience' ? (
          <AudienceCard
            key={card.title}
            title={card.title}
            description={card.description}
            href={card.href}
            highlights={card.points}
            linkHint={card.linkHint}
            icon={<StaticIcon icon={card.icon} />}
            headingLevel={headingLevel}
          />
        ) : (
          <FeatureCard
            key={card.title}
            title={card.title}
            description={card.description}
            href={card.href}
            points={card.points}
            icon={<StaticIcon icon={card.icon} />}
            headingLevel={headingLevel}
          />
        ),
      )}
    </FeatureGrid>
  );
}
