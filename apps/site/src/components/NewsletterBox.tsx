import { insightsPage } from '@ardena/content';
import { NewsletterForm } from '@ardena/ui';
import { PageBlock } from './Page';

const { newsletter } = insightsPage;

/**
 * No mailing list stores addresses yet, so a valid address is answered with the honest "not open yet" message
 * (shown through the form's error state) instead of a success that would pretend it was saved. The accounts work
 * replaces this with a call that records the subscription.
 */
async function subscribeNotYetAvailable(_email: string): Promise<never> {
  throw new Error('Newsletter sign-up is not available yet');
}

/** Newsletter sign-up under the insights list. */
export function NewsletterBox() {
  return (
    <PageBlock id="newsletter" title={newsletter.title} intro={newsletter.description}>
      <NewsletterForm
        onSubscribe={subscribeNotYetAvailable}
        messages={{
          label: newsletter.emailLabel,
          hint: newsletter.privacyNote,
          placeholder: newsletter.placeholder,
          submit: newsletter.submitLabel,
          invalid: newsletter.messages.invalidEmail,
          success: newsletter.messages.subscribed,
          duplicate: newsletter.messages.alreadySubscribed,
          error: newsletter.messages.notYetAvailable,
        }}
      />
    </PageBlock>
  );
}
