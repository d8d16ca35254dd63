import { NewsletterForm, type SubscribeOutcome } from '@ardena/ui/patterns';
import type { ComponentProps } from 'react';
import { insertRow } from '../../backend';

/**
 * Stores the address in `newsletter_subscriptions`. The table is unique on the lower-cased address, so a second
 * sign-up is answered as "already subscribed" rather than as an error; any other failure rejects, which the form
 * shows as its error message.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const outcome = await insertRow('newsletter_subscriptions', { email });
  if (outcome === 'failed') throw new Error('The subscription was not stored');
  return outcome === 'duplicate' ? 'duplicate' : 'subscribed';
}

/** The form's copy, passed by the server (NewsletterBox) so the island's code carries no page copy. */
export type NewsletterSignupProps = { messages: NonNullable<ComponentProps<typeof NewsletterForm>['messages']> };

/** The newsletter form (an island inside NewsletterBox's static block). */
export function NewsletterSignup({ messages }: NewsletterSignupProps) {
  // POST to its own page: before the island is live the early-event contract holds the submit; without JavaScript the
  // site server subscribes the address (src/forms/postedForms.ts). The address never goes into a URL.
  return <NewsletterForm method="post" onSubscribe={subscribeToNewsletter} messages={messages} />;
}
