import { brand, mailto } from '../brand';
import type { PageHero } from '../types';

/** A numbered or unnumbered section of a legal page. */
export interface LegalSection {
  readonly id: string;
  /** Section number as printed (terms are numbered 1 to 12). */
  readonly number?: number;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** A retention period for one category of personal data. */
export interface RetentionPeriod {
  readonly category: string;
  readonly period: string;
  /** Whole years kept after the trigger event, for tests and structured data. */
  readonly years: number;
  /** Whether the period starts when the account closes (true) or when the record is created (false). */
  readonly afterAccountClosure: boolean;
}

/** A legal page (/privacy or /terms). */
export interface LegalPage {
  readonly hero: PageHero;
  readonly lastUpdated: { readonly isoDate: string; readonly display: string };
  readonly sections: readonly LegalSection[];
}

/** The /privacy page: legal sections plus the data-retention table. */
export interface PrivacyPage extends LegalPage {
  readonly retention: { readonly title: string; readonly intro: string; readonly periods: readonly RetentionPeriod[] };
}

export const privacyPage: PrivacyPage = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: `How ${brand.legalName} collects, uses, protects and retains personal data, and the rights you have over it.`,
  },
  lastUpdated: { isoDate: '2025-01-15', display: 'January 15, 2025' },
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${brand.legalName} is the controller of the personal data described in this policy. You can reach us at ${brand.email} or by post at ${brand.headquarters.lines.join(', ')}.`,
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      paragraphs: ['We collect only what we need to provide and secure our services.'],
      bullets: [
        'Account data: name, email address, account type and, for businesses, company name, registration number and country.',
        'Transaction data: amounts, dates, merchants, descriptions and payment references.',
        'Communications: messages you send to our support and sales teams.',
        'Technical data: IP address, device and browser information and security logs.',
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data',
      paragraphs: [
        'We use personal data to provide and improve our services, to verify identities and prevent fraud and money laundering, to meet our legal and regulatory obligations, and, where you have agreed, to send you updates.',
        'Our legal bases are the performance of our contract with you, compliance with legal obligations, our legitimate interests in running a secure service, and your consent where we ask for it.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing your data',
      paragraphs: [
        'We share data only with payment schemes, banks and service providers that help us deliver our services, with authorities where the law requires it, and never sell personal data. Transfers outside the UK and EEA are protected by adequacy decisions or standard contractual clauses.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'Essential cookies keep the site working and cannot be switched off. Functional, analytics and marketing cookies are used only with your consent, which you can change at any time through Cookie settings in the footer.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: ['Under the UK GDPR and the EU GDPR you have the right to:'],
      bullets: [
        'access the personal data we hold about you;',
        'have inaccurate data corrected;',
        'have data erased where we have no legal reason to keep it;',
        'restrict or object to certain processing;',
        'receive your data in a portable format;',
        'withdraw consent at any time;',
        'complain to the Information Commissioner’s Office or your local supervisory authority.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      paragraphs: [
        'Data is encrypted in transit and at rest, access is limited to staff who need it, and our controls are independently audited every year.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Questions about this policy or your data? Write to ${brand.email}.`],
    },
  ],
  retention: {
    title: 'How long we keep data',
    intro:
      'We keep personal data only as long as we need it for the purposes above or as the law requires, then delete or anonymise it.',
    periods: [
      {
        category: 'Account data',
        period: 'For the life of your account plus 7 years',
        years: 7,
        afterAccountClosure: true,
      },
      { category: 'Transaction records', period: '7 years', years: 7, afterAccountClosure: false },
      { category: 'Support communications', period: '3 years', years: 3, afterAccountClosure: false },
      { category: 'Security logs', period: '2 years', years: 2, afterAccountClosure: false },
    ],
  },
};

/** Contact line under the terms. */
export const termsContact = {
  text: 'Questions about these terms?',
  label: 'Email our legal team',
  href: mailto('Question about the Terms of Service'),
} as const;

export const termsPage: LegalPage = {
  hero: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    lead: `The terms on which ${brand.legalName} provides its website, portals and payment services.`,
  },
  lastUpdated: { isoDate: '2025-01-15', display: 'January 15, 2025' },
  sections: [
    {
      id: 'acceptance',
      number: 1,
      title: 'Acceptance of Terms',
      paragraphs: [
        `By accessing our website or using our services you agree to these terms. If you use our services on behalf of an organisation, you confirm that you are authorised to bind it. "We" and "us" mean ${brand.legalName}.`,
      ],
    },
    {
      id: 'services',
      number: 2,
      title: 'Description of Services',
      paragraphs: [
        'We provide payment processing, settlement, data exchange and related software services to businesses, financial institutions and platforms, and account portals for their customers. Service-specific schedules in your agreement take precedence over these terms where they differ.',
      ],
    },
    {
      id: 'accounts',
      number: 3,
      title: 'Accounts and Security',
      paragraphs: [
        'You must give accurate information when you register and keep it up to date. You are responsible for keeping your credentials confidential and for activity under your account. Tell us immediately if you suspect unauthorised use.',
      ],
    },
    {
      id: 'financial-services',
      number: 4,
      title: 'Financial Services',
      paragraphs: [
        'Regulated payment services are provided under the licences we hold in the European Union, the United Kingdom and the Netherlands. Client funds are safeguarded in segregated accounts as the regulations require.',
        'We may decline, delay or reverse transactions where required to meet anti-money-laundering, sanctions or fraud-prevention obligations, and may ask for information to verify you or your business at any time.',
      ],
    },
    {
      id: 'fees',
      number: 5,
      title: 'Fees and Payment',
      paragraphs: [
        'Fees are set out in your agreement or pricing schedule. We may deduct fees from settlement amounts. We give at least 30 days’ notice of any fee increase.',
      ],
    },
    {
      id: 'intellectual-property',
      number: 6,
      title: 'Intellectual Property',
      paragraphs: [
        'We own the platform, software, documentation and brand. We grant you a limited, non-exclusive, non-transferable licence to use them to receive the services. You keep all rights in your own data, content and proprietary logic you deploy on the platform.',
      ],
    },
    {
      id: 'privacy',
      number: 7,
      title: 'Privacy and Data Protection',
      paragraphs: [
        'We process personal data as described in our Privacy Policy and in compliance with the UK GDPR and the EU GDPR. Where we process personal data on your behalf, our data processing agreement applies.',
      ],
    },
    {
      id: 'disclaimers',
      number: 8,
      title: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'We commit to 99.9% monthly availability of the core payment APIs, measured as set out in our service level agreement; the remedies in that agreement are your sole remedy for unavailability. Apart from that commitment, the services are provided "as is" to the extent permitted by law.',
        'Our total liability in any 12-month period is limited to the fees you paid us in the 12 months before the event giving rise to the claim. Nothing in these terms limits liability that cannot be limited by law, including for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      id: 'indemnification',
      number: 9,
      title: 'Indemnification',
      paragraphs: [
        'You will indemnify us against losses arising from your breach of these terms, your violation of law or the rights of a third party, or transactions you process in breach of the scheme rules.',
      ],
    },
    {
      id: 'termination',
      number: 10,
      title: 'Termination',
      paragraphs: [
        'Either party may terminate the services with 30 days’ written notice. We may suspend or terminate immediately where required by law or a regulator, or in the case of a material breach or suspected fraud. Sections that by their nature survive termination, including liability, indemnification and governing law, continue to apply.',
      ],
    },
    {
      id: 'governing-law',
      number: 11,
      title: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of the United Kingdom as applied in England and Wales. Disputes will be finally resolved by arbitration under the Rules of Arbitration of the International Chamber of Commerce (ICC), seated in London. Either party may apply to the English courts for urgent injunctive or interim relief.',
      ],
    },
    {
      id: 'changes',
      number: 12,
      title: 'Changes to Terms',
      paragraphs: [
        'We may update these terms to reflect changes in law, regulation or our services. We will give you at least 30 days’ notice of material changes by email or in your portal. Continuing to use the services after that date means you accept the updated terms.',
      ],
    },
  ],
};
