import { insightsPage } from '@ardena/content';
import { NewsletterForm, type SubscribeOutcome } from '@ardena/ui';
import { insertPublicRow } from './publicInsert';

const { newsletter } = insightsPage;

/**
 * Stores the address in `newsletter_subscriptions`. The table is unique on the lower-cased address, so a second
 * sign-up is answered as "already subscribed" rather than as an error; any other failure rejects, which the form
 * shows as its error message.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const outcome = await insertPublicRow('newsletter_subscriptions', { email });
  if (outcome === 'failed') throw new Error('The subscription was not stored');
  return outcome === 'duplicate' ? 'duplicate' : 'subscribed';
}

/** The newsletter form (an island inside NewsletterBox's static block). */
export function NewsletterSignup() {
  return (
    <NewsletterForm
      onSubscribe={subscribeToNewsletter}
      messages={{
        label: newsletter.emailLabel,
        hint: newsletter.privacyNote,
        placeholder: newsletter.placeholder,
        submit: newsletter.submitLabel,
        invalid: newsletter.messages.invalidEmail,
        success: newsletter.messages.subscribed,
        duplicate: newsletter.messages.alreadySubscribed,
        error: newsletter.messages.failed,
      }}
    />
  );
}
