import { contactPage } from '@ardena/content';
import { ContactCard, FeatureGrid } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { Page, PageBlock, PageHeader } from '../components/page/Page';
import { headFor } from '../head';
import { ContentIconView } from '../icons';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/contact')({
  loader: () => loadSeo('/contact'),
  head: ({ loaderData }) => headFor(loaderData),
  component: ContactPage,
});

function ContactPage() {
  const { hero, channels, responseTimes } = contactPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <FeatureGrid columns={channels.length === 2 ? 2 : 3}>
        {channels.map((channel) => (
          <ContactCard
            key={channel.title}
            title={channel.title}
            description={channel.description}
            icon={<ContentIconView icon={channel.icon} />}
            href={channel.href}
            value={channel.lines ? undefined : channel.value}
            addressLines={channel.lines}
            headingLevel={2}
          />
        ))}
      </FeatureGrid>
      <PageBlock id="response-times" title={responseTimes.title} intro={responseTimes.intro}>
        <dl>
          {responseTimes.promises.map((promise) => (
            <div key={promise.topic}>
              <dt>{promise.topic}</dt>
              <dd>{promise.time}</dd>
            </div>
          ))}
        </dl>
      </PageBlock>
    </Page>
  );
}
