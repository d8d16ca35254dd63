import { accessPage } from '@ardena/content';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, Text } from '@ardena/ui';
import { FaqList, FeatureGrid } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { ActionButton, ActionRow } from '../components/page/Actions';
import { Page, PageBlock, PageHeader } from '../components/page/Page';
import { headFor } from '../head';
import { ContentIconView } from '../icons';
import { QuickSignInIsland } from '../islands/quick-sign-in.island';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/access')({
  loader: () => loadSeo('/access'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AccessPage,
});

function AccessPage() {
  const { hero, audiences, quickSignIn, help } = accessPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <FeatureGrid columns={3}>
        {audiences.map((audience) => (
          <Card key={audience.id} as="article" className={layout.stack}>
            <CardHeader>
              <ContentIconView icon={audience.icon} />
              <CardTitle level={2}>{audience.title}</CardTitle>
              <CardDescription>{audience.description}</CardDescription>
            </CardHeader>
            <div className={layout.stack}>
              <ActionButton action={audience.login} />
              <ActionButton action={audience.register} variant="outline" />
            </div>
            <CardFooter>
              <div className={layout.stack}>
                <Text as="div" weight="semibold">
                  Frequently asked questions
                </Text>
                <FaqList items={audience.faqs} />
              </div>
            </CardFooter>
          </Card>
        ))}
      </FeatureGrid>
      <PageBlock id="quick-sign-in" title={quickSignIn.title} intro={quickSignIn.description}>
        <div className={layout.stack}>
          <QuickSignInIsland providers={quickSignIn.providers} notEnabled={quickSignIn.notEnabled} />
          <ActionButton action={quickSignIn.email} variant="outline" />
        </div>
      </PageBlock>
      <PageBlock id="help" title={help.title} intro={help.description}>
        <ActionRow actions={[help.action]} />
      </PageBlock>
    </Page>
  );
}
