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
    readonly partnerId: { readonly label: string; readonly hint: string; readonly required: string };
    readonly apiKey: { readonly label: string; readonly hint: string; readonly required: string };
    readonly environment: {
      readonly label: string;
      readonly options: typeof partnerEnvironments;
      readonly defaultValue: PartnerEnvironment;
    };
    readonly submitLabel: string;
    readonly errorSummaryTitle: string;
    /** Shown after a valid submission; nothing is sent anywhere. */
    readonly confirmation: { readonly title: string; readonly description: string };
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
    },
    apiKey: {
      label: 'API Key',
      hint: 'The key issued to your organisation. It is never shown again after you leave this page.',
      required: 'Enter your API Key',
    },
    environment: { label: 'Environment', options: partnerEnvironments, defaultValue: 'sandbox' },
    submitLabel: 'Request Partner Access',
    errorSummaryTitle: 'There is a problem',
    confirmation: {
      title: 'Request received',
      description:
        'Thank you. Your partner access request is noted on this page only: nothing has been sent yet. To complete it, contact our sales team and quote your Partner ID.',
    },
  },
  contactSales: {
    prompt: 'Not a partner yet?',
    action: internalAction('Contact Sales', '/contact'),
  },
};
