import { homePage } from '@ardena/content';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, Text } from '@ardena/ui';
import { DashboardPreview, FeatureGrid, PaymentLogos, StatClaim } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { ActionButton, ActionRow } from '../components/page/Actions';
import { ArticleCardGrid } from '../components/page/ArticleCardGrid';
import { ClosingBanner, Page, PageBlock } from '../components/page/Page';
import { headFor } from '../head';
import { ContentIconView } from '../icons';
import { RevealGridIsland } from '../islands/reveal-grid.island';
import { TypingHeadlineIsland } from '../islands/typing-headline.island';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';
import * as sections from '../sections.css';

export const Route = createFileRoute('/')({
  loader: () => loadSeo('/'),
  head: ({ loaderData }) => headFor(loaderData),
  component: HomePage,
});

function HomePage() {
  const { hero, highlights, whoWeServe, whatWeOffer, portals, insights, paymentMethods, closing } = homePage;
  return (
    <Page>
      <header className={sections.split}>
        <div className={layout.stack}>
          {hero.eyebrow ? (
            <Text tone="brand" weight="semibold">
              {hero.eyebrow}
            </Text>
          ) : null}
          <TypingHeadlineIsland text={hero.typedHeadline} />
          <Text size="lg" tone="muted" className={layout.prose}>
            {hero.lead}
          </Text>
          <ActionRow actions={hero.actions} />
        </div>
        <DashboardPreview {...hero.preview} />
      </header>

      <StatClaim items={highlights.items} />

      <PageBlock id="who-we-serve" title={whoWeServe.title} intro={whoWeServe.intro}>
        <RevealGridIsland
          columns={4}
          headingLevel={3}
          cards={whoWeServe.cards.map((card) => ({
            kind: 'audience',
            title: card.title,
            description: card.description,
            href: card.href ?? '/who-we-serve',
            icon: card.icon,
          }))}
        />
      </PageBlock>

      <PageBlock id="what-we-offer" title={whatWeOffer.title} intro={whatWeOffer.intro} layout="split" band>
        <RevealGridIsland
          columns={2}
          headingLevel={3}
          cards={whatWeOffer.cards.map((card) => ({
            kind: 'feature',
            title: card.title,
            description: card.description,
            href: card.href,
            icon: card.icon,
          }))}
        />
      </PageBlock>

      <PageBlock id="portals" title={portals.title} intro={portals.intro}>
        <FeatureGrid columns={2}>
          {portals.cards.map((card) => (
            <Card key={card.accountType} as="article">
              <CardHeader>
                <ContentIconView icon={card.icon} />
                <CardTitle level={3}>{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardFooter>
                <div className={layout.row}>
                  <ActionButton action={card.login} />
                  <ActionButton action={card.register} variant="outline" />
                </div>
              </CardFooter>
            </Card>
          ))}
        </FeatureGrid>
      </PageBlock>

      <PageBlock id="insights" title={insights.title} intro={insights.intro}>
        <ArticleCardGrid articles={insights.articles} headingLevel={3} />
        <div>
          <ActionButton action={insights.viewAll} variant="outline" />
        </div>
      </PageBlock>

      <PageBlock id="payment-methods" title={paymentMethods.title}>
        <PaymentLogos label={paymentMethods.title} />
      </PageBlock>

      <ClosingBanner cta={closing} />
    </Page>
  );
}
