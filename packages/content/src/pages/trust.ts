import { internalAction, mailAction } from '../actions';
import type { Action, ContentCard, CtaBanner, PageHero, PageSection } from '../types';

/** A downloadable or requestable resource card. */
export interface ResourceCard extends ContentCard {
  readonly action: Action;
}

/** The /security page: ordered sections, the resource cards and the contact-security mail button. */
export interface SecurityPage {
  readonly hero: PageHero;
  readonly sections: readonly PageSection[];
  readonly resources: { readonly title: string; readonly items: readonly ResourceCard[] };
  readonly contact: { readonly title: string; readonly description: string; readonly action: Action };
}

export const securityPage: SecurityPage = {
  hero: {
    eyebrow: 'Trust',
    title: 'Security at Ardena',
    lead: 'Payment infrastructure is only as good as the trust placed in it. Security is part of how we design, build and run every service.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'How we protect you',
      items: [
        {
          title: 'End-to-end encryption',
          description: 'TLS 1.3 in transit and AES-256 at rest, with keys held in hardware security modules.',
          icon: 'lock',
        },
        {
          title: 'Strong authentication',
          description: 'Multi-factor authentication for users and signed, scoped credentials for every API client.',
          icon: 'fingerprint',
        },
        {
          title: 'Continuous monitoring',
          description: 'Our security operations centre watches systems and transactions 24 hours a day.',
          icon: 'eye',
        },
        {
          title: 'Fraud prevention',
          description: 'Real-time risk scoring and velocity checks stop suspicious payments before they settle.',
          icon: 'alert',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'certifications',
      title: 'Certifications',
      intro: 'Independent auditors test our controls every year.',
      items: [
        {
          title: 'PCI DSS Level 1',
          description: 'The highest level of card data security certification.',
          icon: 'credit-card',
        },
        {
          title: 'ISO/IEC 27001',
          description: 'Certified information security management across the whole organisation.',
          icon: 'award',
        },
        {
          title: 'SOC 2 Type II',
          description: 'Annual report on security, availability and confidentiality controls.',
          icon: 'file-check',
        },
        { title: 'GDPR', description: 'Data protection by design under the UK GDPR and the EU GDPR.', icon: 'scale' },
      ],
    },
    {
      kind: 'cards',
      id: 'data-protection',
      title: 'Data protection framework',
      items: [
        {
          title: 'Minimisation',
          description: 'We collect only the data a service needs and delete it when retention ends.',
          icon: 'database',
        },
        {
          title: 'Tokenisation',
          description: 'Card numbers are replaced by tokens, so our services and yours never handle raw card data.',
          icon: 'key',
        },
        {
          title: 'Least-privilege access',
          description: 'Staff access is role-based, approved, time-limited and logged.',
          icon: 'users',
        },
        {
          title: 'Data residency',
          description: 'Personal data is stored in the European Economic Area and the United Kingdom.',
          icon: 'map-pin',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'infrastructure',
      title: 'Infrastructure security',
      items: [
        {
          title: 'Multi-zone hosting',
          description: 'Services run across several availability zones with automatic failover.',
          icon: 'cloud',
        },
        {
          title: 'Network segmentation',
          description: 'Cardholder data environments are isolated from all other systems.',
          icon: 'network',
        },
        {
          title: 'DDoS protection',
          description: 'Traffic filtering at the edge absorbs volumetric attacks before they reach us.',
          icon: 'shield',
        },
        {
          title: 'Penetration testing',
          description: 'Independent testers attack our platform at least twice a year.',
          icon: 'bug',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'incident-response',
      title: 'Incident response',
      intro: 'When something goes wrong, speed and transparency matter.',
      stats: [
        {
          value: 'Under 15 min',
          label: 'incident response',
          description: 'from detection to an engineer on the incident.',
        },
        { value: '24/7', label: 'security operations', description: 'monitoring every day of the year.' },
        { value: '99.9%', label: 'availability SLA', description: 'for the core payment APIs.' },
        { value: 'Under 72 h', label: 'breach notification', description: 'to regulators, as the GDPR requires.' },
      ],
    },
  ],
  resources: {
    title: 'Security resources',
    items: [
      {
        title: 'Security Whitepaper',
        description: 'Our architecture, controls and operating model in detail.',
        icon: 'file-text',
        action: mailAction('Request the whitepaper', 'Security whitepaper request'),
      },
      {
        title: 'Compliance Reports',
        description: 'SOC 2 and PCI DSS reports, available to clients under NDA.',
        icon: 'file-check',
        action: mailAction('Request reports', 'Compliance report request'),
      },
      {
        title: 'Bug Bounty Program',
        description: 'Found a vulnerability? We reward responsible disclosure.',
        icon: 'bug',
        action: mailAction('Report a vulnerability', 'Security vulnerability report'),
      },
    ],
  },
  contact: {
    title: 'Questions about security?',
    description: 'Our security team can answer due-diligence questionnaires and technical questions.',
    action: mailAction('Contact Security Team', 'Security question'),
  },
};

/** A licence held in one jurisdiction. */
export interface Licence {
  readonly jurisdiction: 'European Union' | 'United Kingdom' | 'Netherlands';
  readonly title: string;
  readonly description: string;
}

/** The /compliance page. */
export interface CompliancePage {
  readonly hero: PageHero;
  readonly headlineStats: readonly { readonly value: string; readonly label: string }[];
  readonly frameworks: { readonly title: string; readonly intro: string; readonly items: readonly ContentCard[] };
  readonly licences: { readonly title: string; readonly intro: string; readonly items: readonly Licence[] };
  readonly sections: readonly PageSection[];
  readonly documentation: { readonly title: string; readonly items: readonly ResourceCard[] };
  readonly closing: CtaBanner;
}

export const compliancePage: CompliancePage = {
  hero: {
    eyebrow: 'Trust',
    title: 'Compliance',
    lead: 'We operate under European and UK financial regulation and build compliance into every service, so our clients inherit strong controls from day one.',
  },
  headlineStats: [
    { value: '15+', label: 'compliance frameworks' },
    { value: '3', label: 'licensed jurisdictions' },
    { value: '99.9%', label: 'availability SLA' },
  ],
  frameworks: {
    title: 'Frameworks we comply with',
    intro: 'We map our controls to more than 15 regulatory and industry frameworks, including:',
    items: [
      {
        title: 'PSD2',
        description: 'Payment services, Strong Customer Authentication and open banking.',
        icon: 'scale',
      },
      { title: 'GDPR', description: 'Data protection in the UK and the European Union.', icon: 'lock' },
      {
        title: 'AMLD',
        description: 'The EU anti-money-laundering directives and UK money laundering regulations.',
        icon: 'search',
      },
      { title: 'PCI DSS', description: 'Security standard for card payment data.', icon: 'credit-card' },
      { title: 'DORA', description: 'Digital operational resilience for the EU financial sector.', icon: 'server' },
      { title: 'ISO/IEC 27001', description: 'Information security management.', icon: 'award' },
    ],
  },
  licences: {
    title: 'Licences by jurisdiction',
    intro: 'Our regulated services are provided under licences in three jurisdictions.',
    items: [
      {
        jurisdiction: 'European Union',
        title: 'Electronic money institution',
        description: 'Passported across the European Economic Area for e-money and payment services.',
      },
      {
        jurisdiction: 'United Kingdom',
        title: 'Authorised payment institution',
        description: 'Authorised by the Financial Conduct Authority for payment services in the UK.',
      },
      {
        jurisdiction: 'Netherlands',
        title: 'Payment institution',
        description: 'Licensed by De Nederlandsche Bank for payment and settlement services.',
      },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'risk-management',
      title: 'Risk management',
      items: [
        {
          title: 'Three lines of defence',
          description: 'Business owners, an independent risk function and internal audit each check the other.',
          icon: 'layers',
        },
        {
          title: 'Safeguarding',
          description: 'Client funds are held in segregated accounts and reconciled every business day.',
          icon: 'banknote',
        },
        {
          title: 'Operational resilience',
          description: 'Tested recovery plans for every important business service.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'kyc-aml',
      title: 'KYC and AML',
      items: [
        {
          title: 'Customer due diligence',
          description: 'Identity and business verification before onboarding, with enhanced checks for higher risk.',
          icon: 'fingerprint',
        },
        {
          title: 'Sanctions screening',
          description: 'Customers and payments screened in real time against EU, UK and UN lists.',
          icon: 'search',
        },
        {
          title: 'Transaction monitoring',
          description: 'Behavioural rules and models flag unusual activity for investigation and reporting.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'audits',
      title: 'Audit cadence',
      items: [
        { title: 'Continuous', description: 'Automated control monitoring and alerting.', icon: 'gauge' },
        {
          title: 'Quarterly',
          description: 'Internal compliance and risk reviews reported to the board.',
          icon: 'calendar',
        },
        {
          title: 'Annually',
          description: 'External audits for PCI DSS, ISO/IEC 27001 and SOC 2, plus safeguarding audits.',
          icon: 'award',
        },
      ],
    },
  ],
  documentation: {
    title: 'Compliance documentation',
    items: [
      {
        title: 'Compliance Overview',
        description: 'A summary of our licences, frameworks and controls.',
        icon: 'file-text',
        action: mailAction('Request overview', 'Compliance overview request'),
      },
      {
        title: 'AML Policy Statement',
        description: 'How we prevent money laundering and terrorist financing.',
        icon: 'file-check',
        action: mailAction('Request statement', 'AML policy statement request'),
      },
      {
        title: 'Data Processing Agreement',
        description: 'Our standard terms for processing personal data on your behalf.',
        icon: 'scale',
        action: mailAction('Request agreement', 'Data processing agreement request'),
      },
    ],
  },
  closing: {
    title: 'Compliance questions before you sign?',
    description: 'Our team will walk your compliance officers through our controls and documentation.',
    primary: mailAction('Talk to Sales', 'Compliance due diligence'),
    secondary: internalAction('Explore Solutions', '/solutions'),
  },
};
