import { insightsPage } from '@ardena/content';
import { PageBlock } from './Page';

/** Newsletter sign-up under the insights list. */
export function NewsletterBox() {
  const { newsletter } = insightsPage;
  return (
    <PageBlock id="newsletter" title={newsletter.title} intro={newsletter.description}>
      <p>{newsletter.privacyNote}</p>
    </PageBlock>
  );
}
