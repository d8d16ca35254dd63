import { homePage } from '@ardena/content';
import {
  AudienceCard,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FeatureCard,
  FeatureGrid,
  PaymentLogos,
  Text,
  TypingHeadline,
} from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionButton, ActionRow } from '../components/Actions';
import { ArticleCardGrid } from '../components/ArticleCardGrid';
import { ClosingBanner, Page, PageBlock } from '../components/Page';
import { headFor } from '../head';
import { ContentIconView } from '../icons';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/')({
  loader: () => loadSeo('/'),
  head: ({ loaderData }) => headFor(loaderData),
  component: HomePage,
});

function HomePage() {
  const { hero, whoWeServe, whatWeOffer, portals, insights, paymentMethods, closing } = homePage;
  return (
    <Page>
      <header className={layout.stack}>
        {hero.eyebrow ? (
          <Text tone="brand" weight="semibold">
            {hero.eyebrow}
          </Text>
        ) : null}
        <TypingHeadline as="h1" text={hero.typedHeadline} />
        <Text size="lg" tone="muted" className={layout.prose}>
          {hero.lead}
        </Text>
        <ActionRow actions={hero.actions} />
      </header>

      <PageBlock id="who-we-serve" title={whoWeServe.title} intro={whoWeServe.intro}>
        <FeatureGrid columns={4} reveal>
          {whoWeServe.cards.map((card) => (
            <AudienceCard
              key={card.title}
              title={card.title}
              description={card.description}
              href={card.href ?? '/who-we-serve'}
              icon={<ContentIconView icon={card.icon} />}
              headingLevel={3}
            />
          ))}
        </FeatureGrid>
      </PageBlock>

      <PageBlock id="what-we-offer" title={whatWeOffer.title} intro={whatWeOffer.intro}>
        <FeatureGrid columns={4} reveal>
          {whatWeOffer.cards.map((card) => (
            <FeatureCard
              key={card.title}
              title={card.title}
              description={card.description}
              href={card.href}
              icon={<ContentIconView icon={card.icon} />}
              headingLevel={3}
            />
          ))}
        </FeatureGrid>
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
