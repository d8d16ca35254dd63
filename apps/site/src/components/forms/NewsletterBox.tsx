import { insightsPage } from '@ardena/content';
import { NewsletterIsland } from '../../islands/newsletter.island';
import { PageBlock } from '../page/Page';
import { FormResultSlot } from './FormResult';

const { newsletter } = insightsPage;

/** Newsletter sign-up under the insights list: a static block around the form's island. */
export function NewsletterBox() {
  return (
    <PageBlock id="newsletter" title={newsletter.title} intro={newsletter.description}>
      <FormResultSlot form="newsletter" />
      <NewsletterIsland
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
    </PageBlock>
  );
}
