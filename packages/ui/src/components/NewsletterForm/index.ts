export type { NewsletterFormProps, NewsletterState, SubscribeOutcome } from './NewsletterForm';
export {
  isValidEmail,
  NewsletterForm,
  newsletterMessages,
  newsletterStates,
  subscribeOutcomes,
} from './NewsletterForm';
