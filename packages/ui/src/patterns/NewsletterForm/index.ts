export type { NewsletterFormProps, NewsletterState, SubscribeOutcome } from './NewsletterForm';
export {
  NewsletterForm,
  newsletterMessages,
  newsletterStates,
  subscribeOutcomes,
} from './NewsletterForm';
