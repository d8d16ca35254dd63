import { authCopy, portalCopy } from '@ardena/content';
import { Heading, Spinner, Text } from '@ardena/ui';
import * as layout from '../../layout.css';
import { Page } from '../page/PageColumn';

/**
 * The loading state of an account page: the page heading, a loading indicator with an accessible name, and for
 * visitors without JavaScript an honest message that signing in needs it. Prerendered, and shown again while the
 * session is checked or a redirect is under way.
 */
export function AccountLoading({ title, loadingLabel = portalCopy.loading }: { title: string; loadingLabel?: string }) {
  return (
    <div className={layout.stack}>
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      <Spinner size="lg" label={loadingLabel} />
      <noscript>
        <Text>{authCopy.signInRequiresJs}</Text>
      </noscript>
    </div>
  );
}

/** `AccountLoading` as a whole page. */
export function AccountShell(props: { title: string; loadingLabel?: string }) {
  return (
    <Page>
      <AccountLoading {...props} />
    </Page>
  );
}
