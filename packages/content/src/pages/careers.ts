import { mailAction } from '../actions';
import { bySlug } from '../bySlug';
import type { Action, BackLink, ContentCard, PageHero, RoutePath } from '../types';

export const jobSlugs = [
  'senior-backend-engineer',
  'product-designer',
  'compliance-manager',
  'developer-relations-engineer',
] as const;

/** Slug of an open role. */
export type JobSlug = (typeof jobSlugs)[number];

/** An open role: list metadata plus the job page body. */
export interface Job {
  readonly slug: JobSlug;
  readonly path: RoutePath;
  readonly title: string;
  readonly department: 'Engineering' | 'Design' | 'Legal & Compliance';
  readonly location: string;
  readonly type: 'Full-time';
  readonly experience: string;
  /** ISO date the role was posted; the site derives the posted-ago text from it. */
  readonly posted: string;
  readonly summary: string;
  readonly back: BackLink;
  readonly apply: Action;
  readonly about: readonly string[];
  readonly responsibilities: readonly string[];
  readonly requiredSkills: readonly string[];
  readonly whatWeOffer: readonly string[];
}

/** Headings of the four job page sections, in order. */
export const jobSectionTitles = {
  about: 'About the Role',
  responsibilities: 'Responsibilities',
  requiredSkills: 'Required Skills',
  whatWeOffer: 'What We Offer',
} as const;

const back: BackLink = { label: 'Back to Careers', href: '/careers' };

/** Company-wide benefits; every job page lists them under What We Offer after its role-specific points. */
export const companyPerks = [
  'A 3,000 euro annual learning budget for courses, books and conferences',
  '4-day week trials run team by team, with the same salary',
  'Private health insurance and an employee assistance programme',
  '30 days’ holiday plus public holidays',
  'Pension contributions matched up to 6% of salary',
  'Share options in Ardena',
] as const;

function apply(title: string): Action {
  return mailAction('Apply Now', `Application: ${title}`);
}

const seniorBackendEngineer: Job = {
  slug: 'senior-backend-engineer',
  path: '/careers/senior-backend-engineer',
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  location: 'Remote Europe',
  type: 'Full-time',
  experience: '5+ years',
  posted: '2026-11-09',
  summary: 'Design and build the settlement and ledger services that move money for thousands of businesses.',
  back,
  apply: apply('Senior Backend Engineer'),
  about: [
    'Our settlement platform reconciles and pays out millions of transactions a day across currencies and rails. You will join the team that owns it, working on correctness, throughput and the APIs our clients integrate with.',
    'We work in small, autonomous teams with a high bar for code review, testing and operational ownership.',
  ],
  responsibilities: [
    'Design, build and operate distributed services for settlement, ledger and payouts.',
    'Own features from design document to production monitoring.',
    'Improve reliability through idempotent APIs, careful migrations and thorough testing.',
    'Mentor engineers and contribute to architecture decisions across teams.',
  ],
  requiredSkills: [
    '5+ years building backend systems in production, ideally in payments or other financial services.',
    'Strong experience with at least one of Go, Java, Kotlin or TypeScript.',
    'Solid knowledge of relational databases, transactions and data modelling.',
    'Experience with event-driven architectures and message queues.',
  ],
  whatWeOffer: ['Hardware and a home-office budget of your choice', ...companyPerks],
};

const productDesigner: Job = {
  slug: 'product-designer',
  path: '/careers/product-designer',
  title: 'Product Designer',
  department: 'Design',
  location: 'London Hybrid',
  type: 'Full-time',
  experience: '3+ years',
  posted: '2026-11-02',
  summary: 'Shape the portals and dashboards that merchants and consumers use to understand their money.',
  back,
  apply: apply('Product Designer'),
  about: [
    'You will design the business and consumer portals, from onboarding to reporting, working closely with product managers, engineers and our clients.',
    'The role is hybrid: two days a week together in our London office.',
  ],
  responsibilities: [
    'Lead design for portal features from research through to shipped product.',
    'Turn complex financial data into clear, accessible interfaces.',
    'Contribute to and maintain our design system.',
    'Run usability testing with merchants and consumers.',
  ],
  requiredSkills: [
    '3+ years designing digital products, with a portfolio of shipped work.',
    'Strong interaction and visual design skills in Figma.',
    'Working knowledge of accessibility standards (WCAG 2.2).',
    'Comfort presenting and defending design decisions with data.',
  ],
  whatWeOffer: ['Season ticket loan for London travel', ...companyPerks],
};

const complianceManager: Job = {
  slug: 'compliance-manager',
  path: '/careers/compliance-manager',
  title: 'Compliance Manager',
  department: 'Legal & Compliance',
  location: 'London Remote',
  type: 'Full-time',
  experience: '5+ years',
  posted: '2026-10-26',
  summary: 'Keep our licences in good standing and our products compliant across the UK and the EU.',
  back,
  apply: apply('Compliance Manager'),
  about: [
    'You will own regulatory compliance for our UK and EU entities, working with product, engineering and operations to build compliance into our services rather than around them.',
    'The role is remote within reach of London, with occasional days in the office and with regulators.',
  ],
  responsibilities: [
    'Maintain our compliance monitoring programme and regulatory reporting.',
    'Advise product teams on PSD2, AML and safeguarding requirements.',
    'Manage relationships with the FCA, De Nederlandsche Bank and other supervisors.',
    'Prepare for and coordinate internal and external audits.',
  ],
  requiredSkills: [
    '5+ years in compliance at a payment institution, e-money institution or bank.',
    'In-depth knowledge of UK and EU payment services and anti-money-laundering regulation.',
    'Experience dealing directly with regulators.',
    'Clear writing and the ability to explain rules to non-specialists.',
  ],
  whatWeOffer: ['Professional membership and certification fees paid', ...companyPerks],
};

const developerRelationsEngineer: Job = {
  slug: 'developer-relations-engineer',
  path: '/careers/developer-relations-engineer',
  title: 'Developer Relations Engineer',
  department: 'Engineering',
  location: 'Remote Global',
  type: 'Full-time',
  experience: '3+ years',
  posted: '2026-11-16',
  summary: 'Help developers succeed with our APIs through documentation, SDKs, samples and community.',
  back,
  apply: apply('Developer Relations Engineer'),
  about: [
    'You will be the voice of developers inside Ardena and our voice in the developer community, improving the experience of everyone who integrates with our platform.',
    'The role is fully remote, anywhere in the world, with occasional travel to conferences.',
  ],
  responsibilities: [
    'Write guides, tutorials and sample applications for our APIs.',
    'Contribute to our SDKs and the developer sandbox.',
    'Speak at meetups and conferences and run developer workshops.',
    'Bring developer feedback into the product roadmap.',
  ],
  requiredSkills: [
    '3+ years as a software engineer, developer advocate or in a similar role.',
    'Fluency in at least two programming languages, such as TypeScript and Python.',
    'Excellent written English and experience writing technical documentation.',
    'Understanding of REST APIs, webhooks and authentication.',
  ],
  whatWeOffer: ['Conference travel budget', ...companyPerks],
};

/** The four open roles, keyed by slug. */
export const jobs = {
  'senior-backend-engineer': seniorBackendEngineer,
  'product-designer': productDesigner,
  'compliance-manager': complianceManager,
  'developer-relations-engineer': developerRelationsEngineer,
} as const satisfies Record<JobSlug, Job>;

/** The open role at `/careers/<slug>`, or `undefined` for an unknown slug. */
export function findJob(slug: string): Job | undefined {
  return bySlug(jobs, slug);
}

/** The /careers page. */
export interface CareersPage {
  readonly hero: PageHero;
  readonly openRoles: {
    readonly title: string;
    readonly intro: string;
    readonly columns: readonly ['Role', 'Department', 'Location', 'Experience'];
    readonly jobs: readonly Job[];
    readonly viewRoleLabel: string;
  };
  readonly perks: { readonly title: string; readonly items: readonly ContentCard[] };
  readonly speculative: { readonly title: string; readonly description: string; readonly action: Action };
}

export const careersPage: CareersPage = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build the future of European payments',
    lead: 'Join a team of engineers, designers and specialists making money move faster, more safely and more transparently across Europe.',
  },
  openRoles: {
    title: 'Open roles',
    intro: 'All roles are full-time. Apply by email with your CV and a few lines about why the role interests you.',
    columns: ['Role', 'Department', 'Location', 'Experience'],
    jobs: jobSlugs.map((slug) => jobs[slug]),
    viewRoleLabel: 'View role',
  },
  perks: {
    title: 'Why work at Ardena',
    items: [
      {
        title: 'Keep learning',
        description: 'A 3,000 euro annual learning budget for courses, books and conferences.',
        icon: 'graduation-cap',
      },
      {
        title: 'Time that works',
        description: '4-day week trials, flexible hours and 30 days’ holiday plus public holidays.',
        icon: 'clock',
      },
      {
        title: 'Look after yourself',
        description: 'Private health insurance and an employee assistance programme.',
        icon: 'heart',
      },
      {
        title: 'Share in our success',
        description: 'Share options for every employee and matched pension contributions.',
        icon: 'trending-up',
      },
    ],
  },
  speculative: {
    title: 'Don’t see your role?',
    description: 'We are always glad to hear from talented people. Send us your CV and tell us how you could help.',
    action: mailAction('Send Your CV', 'Speculative application'),
  },
};
