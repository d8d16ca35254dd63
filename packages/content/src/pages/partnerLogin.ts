import { internalAction } from '../actions';
import type { Action, BackLink, PageHero } from '../types';

export const partnerEnvironments = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'production', label: 'Production' },
] as const;

/** Value of the environment field. */
export type PartnerEnvironment = (typeof partnerEnvironments)[number]['value'];

/** The /partner-login page and its form copy. */
export interface PartnerLoginPage {
  readonly back: BackLink;
  readonly hero: PageHero;
  readonly form: {
    readonly title: string;
    readonly partnerId: {
      readonly label: string;
      readonly hint: string;
      readonly required: string;
      /** Letters, digits, '.', '_' and '-', 2 to 64 characters, starting with a letter or digit. */
      readonly invalid: string;
    };
    readonly apiKey: { readonly label: string; readonly hint: string; readonly required: string };
    readonly environment: {
      readonly label: string;
      readonly options: typeof partnerEnvironments;
      readonly defaultValue: PartnerEnvironment;
    };
    readonly submitLabel: string;
    readonly submittingLabel: string;
    readonly errorSummaryTitle: string;
    /** Shown once the request (Partner ID and environment, never the API key) is recorded. */
    readonly confirmation: { readonly title: string; readonly description: string };
    /** Shown when the request could not be recorded. */
    readonly failed: string;
  };
  readonly contactSales: { readonly prompt: string; readonly action: Action };
}

export const partnerLoginPage: PartnerLoginPage = {
  back: { label: 'Back to Developers', href: '/developers' },
  hero: {
    eyebrow: 'Partners',
    title: 'Partner Access',
    lead: 'Enter your partner credentials to request access to the Ardena developer environment.',
  },
  form: {
    title: 'Partner credentials',
    partnerId: {
      label: 'Partner ID',
      hint: 'The identifier in your partner agreement, for example PTR-20417.',
      required: 'Enter your Partner ID',
      invalid: 'Enter your Partner ID as it appears in your agreement: letters, digits, dots, dashes or underscores',
    },
    apiKey: {
      label: 'API Key',
      hint: 'The key issued to your organisation. It is never shown again after you leave this page.',
      required: 'Enter your API Key',
    },
    environment: { label: 'Environment', options: partnerEnvironments, defaultValue: 'sandbox' },
    submitLabel: 'Request Partner Access',
    submittingLabel: 'Sending request...',
    errorSummaryTitle: 'There is a problem',
    confirmation: {
      title: 'Request received',
      description:
        'Thank you. We have recorded your request for this Partner ID and environment; your API key stayed in your browser and was not sent. Our partner team will contact you.',
    },
    failed: 'We could not record your request just now. Please try again, or contact our sales team.',
  },
  contactSales: {
    prompt: 'Not a partner yet?',
    action: internalAction('Contact Sales', '/contact'),
  },
};
