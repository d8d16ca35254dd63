import { internalAction } from '../actions';
import type { Action, ContentIcon, FaqItem, PageHero } from '../types';

/** One audience block on /access with its Login and Register buttons and FAQs. */
export interface AccessAudience {
  readonly id: 'business' | 'consumer' | 'partner';
  readonly title: string;
  readonly description: string;
  readonly icon: ContentIcon;
  readonly login: Action;
  readonly register: Action;
  readonly faqs: readonly FaqItem[];
}

/** One "Continue with …" button of the quick sign-in block: a Supabase OAuth provider. */
export interface QuickSignInProvider {
  readonly provider: 'apple' | 'google';
  readonly name: string;
  readonly label: string;
}

/** The /access (platform access) page. */
export interface AccessPage {
  readonly hero: PageHero;
  readonly audiences: readonly AccessAudience[];
  /**
   * Apple and Google start Supabase's OAuth sign-in for that provider (and say so in place where the project has not
   * enabled it); Email opens the sign-in page.
   */
  readonly quickSignIn: {
    readonly title: string;
    readonly description: string;
    readonly providers: readonly QuickSignInProvider[];
    readonly email: Action;
    /** Shown under the buttons when the provider is not enabled; `{provider}` is its name. */
    readonly notEnabled: string;
  };
  readonly help: { readonly title: string; readonly description: string; readonly action: Action };
}

/**
 * The spec gives these buttons no behaviour of their own; each opens the sign-in page on the matching tab and account
 * type, where accounts really sign in and register.
 */
const accessButtons = (type: 'business' | 'consumer') => ({
  login: internalAction('Login', '/auth', { tab: 'signin', type }),
  register: internalAction('Register', '/auth', { tab: 'signup', type }),
});

export const accessPage: AccessPage = {
  hero: {
    eyebrow: 'Platform Access',
    title: 'Access the Ardena platform',
    lead: 'Choose the access that matches how you work with us: a business account, a personal account or partner credentials for developers.',
  },
  audiences: [
    {
      id: 'business',
      title: 'Business Access',
      description: 'For merchants and companies managing payments, settlements and reporting.',
      icon: 'building',
      ...accessButtons('business'),
      faqs: [
        {
          question: 'What do I need to open a business account?',
          answer: 'Your company registration number, country of incorporation and the details of a contact person.',
        },
        {
          question: 'How long does verification take?',
          answer: 'Most businesses are verified within two working days once all documents are received.',
        },
        {
          question: 'Can several colleagues use one account?',
          answer: 'Yes. Team access with individual roles is available once your account is verified.',
        },
      ],
    },
    {
      id: 'consumer',
      title: 'Consumer Access',
      description: 'For individuals reviewing their payments, refunds and transfers.',
      icon: 'user',
      ...accessButtons('consumer'),
      faqs: [
        {
          question: 'Is a consumer account free?',
          answer: 'Yes. Viewing your transaction history costs nothing.',
        },
        {
          question: 'Why can I not find a payment?',
          answer: 'Payments can take a few minutes to appear. If one is still missing, contact us from your portal.',
        },
        {
          question: 'How is my data protected?',
          answer: 'Your data is encrypted in transit and at rest and processed in line with our privacy policy.',
        },
      ],
    },
    {
      id: 'partner',
      title: 'Partner & Developer Access',
      description: 'For platforms and developers integrating with the Ardena APIs.',
      icon: 'code',
      // Partners sign in with credentials, not an account: both lead to the partner access form.
      login: internalAction('Login', '/partner-login'),
      register: internalAction('Register', '/partner-login'),
      faqs: [
        {
          question: 'How do I get API credentials?',
          answer: 'Request partner access with your Partner ID; sandbox credentials follow after a short review.',
        },
        {
          question: 'Is there a test environment?',
          answer: 'Yes. The sandbox mirrors production behaviour without moving real money.',
        },
      ],
    },
  ],
  quickSignIn: {
    title: 'Quick sign-in',
    description: 'Continue with your Apple or Google account, or sign in with your email address.',
    providers: [
      { provider: 'apple', name: 'Apple', label: 'Continue with Apple' },
      { provider: 'google', name: 'Google', label: 'Continue with Google' },
    ],
    email: internalAction('Continue with Email', '/auth', { tab: 'signin' }),
    notEnabled: 'Sign-in with {provider} is not enabled here. Please continue with your email address.',
  },
  help: {
    title: 'Need a hand?',
    description: 'Our team can help you choose the right access and get set up.',
    action: internalAction('Contact Us', '/contact'),
  },
};
