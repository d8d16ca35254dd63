import { authCopy, portalCopy } from '@ardena/content';
import { Heading, Spinner, Text } from '@ardena/ui';
import * as layout from '../layout.css';
import { Page } from './Page';

/**
 * What an account page shows until its client-side content is ready: the page heading, a loading indicator with an
 * accessible name, and for visitors without JavaScript an honest message that signing in needs it.
 */
export function AccountShell({ title, loadingLabel = portalCopy.loading }: { title: string; loadingLabel?: string }) {
  return (
    <Page>
      <div className={layout.stack}>
        <Heading level={1} size="2xl">
          {title}
        </Heading>
        <Spinner size="lg" label={loadingLabel} />
        <noscript>
          <Text>{authCopy.signInRequiresJs}</Text>
        </noscript>
      </div>
    </Page>
  );
}
