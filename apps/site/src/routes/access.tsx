import { accessPage } from '@ardena/content';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, FaqList, FeatureGrid, Text } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActionButton, ActionRow } from '../components/Actions';
import { Page, PageBlock, PageHeader } from '../components/Page';
import { QuickSignIn } from '../components/QuickSignIn';
import { headFor } from '../head';
import { ContentIconView } from '../icons';
import { Island } from '../islands/Island';
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
          <Island name="quick-sign-in" component={QuickSignIn} props={{}} />
          <ActionButton action={quickSignIn.email} variant="outline" />
        </div>
      </PageBlock>
      <PageBlock id="help" title={help.title} intro={help.description}>
        <ActionRow actions={[help.action]} />
      </PageBlock>
    </Page>
  );
}
