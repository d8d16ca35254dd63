// Forms the site server accepts natively (progressive enhancement; docs/adr/0012-early-event-contract.md). A visitor
// whose browser posts a form without the island's code (no JavaScript, or a script calling `form.submit()`) gets the
// same validation and the same answer as the island gives. Bundled into the SSR build, which server/index.mjs imports
// on the first POST: one implementation of each rule and each message.
import { insightsPage, type PartnerEnvironment, partnerEnvironments, partnerLoginPage } from '@ardena/content';
import { isValidEmail } from '@ardena/ui';
import { insertRow } from '../backend';
import { subscribeToNewsletter } from '../components/forms/NewsletterSignup';
import { validatePartnerId } from '../components/forms/PartnerAccessForm';

/** The answer to one posted form, shown on the page the visitor is sent back to. */
export interface PostedFormResult {
  /** Which form answered: the page's result slot with this name shows it. */
  form: PostedFormName;
  tone: 'success' | 'info' | 'danger';
  title?: string;
  message: string;
}

export const postedFormNames = ['newsletter', 'partner-access'] as const;
export type PostedFormName = (typeof postedFormNames)[number];

/** What each handled form's result is keyed by in the flash cookie: `<form>.<outcome>`. */
type Outcome = string;

interface PostedForm {
  name: PostedFormName;
  /** Validates and performs the action; resolves to the outcome key. */
  handle(fields: URLSearchParams): Promise<Outcome>;
  /** The message for an outcome key (undefined for a key this form never produces). */
  result(outcome: Outcome): PostedFormResult | undefined;
}

const newsletterCopy = insightsPage.newsletter.messages;
const newsletter: PostedForm = {
  name: 'newsletter',
  async handle(fields) {
    const email = fields.get('email')?.trim() ?? '';
    if (!isValidEmail(email)) return 'invalid';
    try {
      return (await subscribeToNewsletter(email)) === 'duplicate' ? 'duplicate' : 'subscribed';
    } catch {
      return 'failed';
    }
  },
  result(outcome) {
    const answers: Record<string, Pick<PostedFormResult, 'tone' | 'message'>> = {
      invalid: { tone: 'danger', message: newsletterCopy.invalidEmail },
      subscribed: { tone: 'success', message: newsletterCopy.subscribed },
      duplicate: { tone: 'info', message: newsletterCopy.alreadySubscribed },
      failed: { tone: 'danger', message: newsletterCopy.failed },
    };
    const answer = answers[outcome];
    return answer ? { form: 'newsletter', ...answer } : undefined;
  },
};

const partnerCopy = partnerLoginPage.form;
const partnerAccess: PostedForm = {
  name: 'partner-access',
  // The API key field has no `name`: the key never leaves the browser, so the server checks what it receives (the
  // Partner ID and the environment) and records exactly what the island records.
  async handle(fields) {
    const partnerId = fields.get('partnerId')?.trim() ?? '';
    const invalid = validatePartnerId(partnerId);
    if (invalid) return invalid === partnerCopy.partnerId.required ? 'partner-id-required' : 'partner-id-invalid';
    const requested = fields.get('environment') ?? '';
    const environment: PartnerEnvironment =
      partnerEnvironments.find((option) => option.value === requested)?.value ?? partnerCopy.environment.defaultValue;
    const stored = await insertRow('partner_access_requests', { partner_id: partnerId, environment });
    return stored === 'stored' ? 'recorded' : 'failed';
  },
  result(outcome) {
    if (outcome === 'recorded')
      return {
        form: 'partner-access',
        tone: 'success',
        title: partnerCopy.confirmation.title,
        message: partnerCopy.confirmation.description,
      };
    if (outcome === 'failed') return { form: 'partner-access', tone: 'danger', message: partnerCopy.failed };
    if (outcome === 'partner-id-required')
      return { form: 'partner-access', tone: 'danger', message: partnerCopy.partnerId.required };
    if (outcome === 'partner-id-invalid')
      return { form: 'partner-access', tone: 'danger', message: partnerCopy.partnerId.invalid };
    return undefined;
  },
};

/** The page each form posts to (its own page: the forms have no `action`). */
const formsByPath: Record<string, PostedForm> = { '/insights': newsletter, '/partner-login': partnerAccess };

/**
 * Handles a form posted to `path`; resolves to the flash value to redirect with (`<form>.<outcome>`), or undefined when
 * no form of the site posts there (the server then sends the visitor back to the page itself).
 */
export async function handlePostedForm(path: string, fields: URLSearchParams): Promise<string | undefined> {
  const form = formsByPath[path];
  if (!form) return undefined;
  return `${form.name}.${await form.handle(fields)}`;
}

/** The answer a flash value stands for, or undefined for a value that is not one (a forged or stale cookie). */
export function postedFormResult(flash: string): PostedFormResult | undefined {
  const [name, outcome] = flash.split('.', 2);
  const form = Object.values(formsByPath).find((candidate) => candidate.name === name);
  return form && outcome ? form.result(outcome) : undefined;
}
