import { describe, expect, it } from 'vitest';
import { brand, mailto } from '../brand';
import { type FooterLink, footerColumns, headerLinks, signedOutLinks } from '../navigation';
import { type Action, type PageSection, sectionById } from '../types';
import { aboutPage } from './about';
import { accessPage } from './access';
import { businessPortalCopy, consumerPortalCopy, portalCopy } from './accounts';
import { careersPage, companyPerks, jobSectionTitles, jobSlugs, jobs } from './careers';
import { contactPage } from './contact';
import { developersPage } from './developers';
import { homePage, paymentMethods } from './home';
import { privacyPage, termsPage } from './legal';
import { audienceSlugs, solutionSlugs } from './overviewCards';
import { partnerLoginPage } from './partnerLogin';
import { solutionPages, solutionsPage } from './solutions';
import { compliancePage, securityPage } from './trust';
import { audiencePages, whoWeServePage } from './whoWeServe';

const titles = (sections: readonly PageSection[], id: string) =>
  sectionById(sections, id, 'cards').items.map((item) => item.title);
const count = (sections: readonly PageSection[], id: string) => {
  const section = sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`missing section ${id}`);
  if (section.kind === 'cards') return section.items.length;
  if (section.kind === 'steps') return section.steps.length;
  if (section.kind === 'stats') return section.stats.length;
  return section.paragraphs.length;
};

describe('navigation', () => {
  it('has the spec’s header links', () => {
    expect(headerLinks.map((link) => [link.label, link.href])).toEqual([
      ['Who We Serve', '/who-we-serve'],
      ['Solutions', '/solutions'],
      ['Insights', '/insights'],
      ['Developers', '/developers'],
      ['Company', '/about'],
      ['Careers', '/careers'],
    ]);
  });

  it('sends signed-out Login and Register to /auth with the tab param', () => {
    expect(signedOutLinks.login).toMatchObject({ label: 'Login', to: '/auth', href: '/auth?tab=signin' });
    expect(signedOutLinks.register).toMatchObject({ label: 'Register', to: '/auth', href: '/auth?tab=signup' });
  });

  it('has four footer columns; Developers links all go to /partner-login; compliance, security and cookie settings are reachable', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Quick Links', 'Company', 'Developers', 'Legal']);
    const developers = footerColumns.find((column) => column.title === 'Developers');
    expect(developers?.links.every((link) => 'href' in link && link.href === '/partner-login')).toBe(true);
    const all = footerColumns.flatMap((column): readonly FooterLink[] => column.links);
    const hrefs = all.flatMap((link) => ('href' in link ? [link.href] : []));
    expect(hrefs).toContain('/compliance');
    expect(hrefs).toContain('/security');
    expect(all).toContainEqual({ label: 'Cookie settings', action: 'cookie-settings' });
  });
});

describe('home', () => {
  it('has the hero, four audience cards, four offer cards, two portals, three insights and six payment methods', () => {
    expect(homePage.hero.typedHeadline).toBe(homePage.hero.title);
    expect(homePage.whoWeServe.cards).toHaveLength(4);
    expect(homePage.whatWeOffer.cards).toHaveLength(4);
    expect(homePage.portals.cards.map((card) => card.title)).toEqual(['Consumer Portal', 'Business Portal']);
    expect(homePage.portals.cards[1]?.register).toMatchObject({
      href: '/auth',
      search: { tab: 'signup', type: 'business' },
    });
    expect(homePage.insights.articles).toHaveLength(3);
    expect(paymentMethods).toEqual(['Visa', 'Mastercard', 'PayPal', 'American Express', 'Apple Pay', 'Google Pay']);
    expect(homePage.closing.primary).toMatchObject({ kind: 'mail', label: 'Talk to Sales' });
  });
});

describe('who we serve', () => {
  it('has four pathway cards, one per audience page', () => {
    expect(whoWeServePage.pathways.map((card) => card.href)).toEqual(
      audienceSlugs.map((slug) => `/who-we-serve/${slug}`),
    );
    for (const slug of audienceSlugs) {
      expect(audiencePages[slug].back.href).toBe('/who-we-serve');
      expect(audiencePages[slug].cta.primary.kind).toBe('mail');
      expect(audiencePages[slug].cta.secondary).toMatchObject({ kind: 'internal', href: '/developers' });
    }
  });

  it('business-merchant: five solutions, three reasons, Contact Sales and documentation', () => {
    const page = audiencePages['business-merchant'];
    expect([count(page.sections, 'solutions'), count(page.sections, 'reasons')]).toEqual([5, 3]);
    expect(page.cta.primary.label).toBe('Contact Sales');
    expect(page.cta.secondary?.label).toMatch(/Documentation/);
  });

  it('financial-institutions: five features, three compliance points, consultation and integration guide', () => {
    const page = audiencePages['financial-institutions'];
    expect([count(page.sections, 'features'), count(page.sections, 'compliance')]).toEqual([5, 3]);
    expect(page.cta.primary.label).toBe('Schedule Consultation');
    expect(page.cta.secondary?.label).toBe('Integration Guide');
  });

  it('developers-platforms: five features, the four tools and the three quick steps', () => {
    const page = audiencePages['developers-platforms'];
    expect(count(page.sections, 'platform-features')).toBe(5);
    expect(titles(page.sections, 'tools')).toEqual(['REST APIs', 'GraphQL endpoints', 'Webhooks', 'Test environments']);
    expect(sectionById(page.sections, 'quick-start', 'steps').steps.map((step) => step.title)).toEqual([
      'Get API keys',
      'Install SDK',
      'Start building',
    ]);
  });

  it('end-users: five services, four reasons, three security points and Learn More', () => {
    const page = audiencePages['end-users'];
    expect([
      count(page.sections, 'services'),
      count(page.sections, 'reasons'),
      count(page.sections, 'security'),
    ]).toEqual([5, 4, 3]);
    expect(page.cta.secondary?.label).toBe('Learn More');
  });
});

describe('solutions', () => {
  it('has four module cards and pages with a back link, feature grid, benefits and a sales + demo mail banner', () => {
    expect(solutionsPage.modules).toHaveLength(4);
    for (const slug of solutionSlugs) {
      const page = solutionPages[slug];
      expect(page.back.href).toBe('/solutions');
      expect(page.sections.some((section) => section.id === 'features' && section.kind === 'cards')).toBe(true);
      expect(page.sections.some((section) => section.id === 'benefits')).toBe(true);
      expect(page.cta.primary.kind).toBe('mail');
      expect(page.cta.secondary).toMatchObject({ kind: 'mail', label: 'Schedule a Demo' });
    }
  });

  it('global-data-exchange: the four features and three benefits', () => {
    const { sections } = solutionPages['global-data-exchange'];
    expect(titles(sections, 'features')).toEqual([
      'Real-Time Data Flows',
      'Secure Transmission',
      'High-Speed Processing',
      'Global Reach',
    ]);
    expect(titles(sections, 'benefits')).toEqual([
      'Reduced Settlement Times',
      'Enhanced Compliance',
      'Lower Operational Costs',
    ]);
  });

  it('unified-settlement-layer: features, four steps and the three claims', () => {
    const { sections } = solutionPages['unified-settlement-layer'];
    expect(titles(sections, 'features')).toEqual([
      'Automated Reconciliation',
      'Multi-Currency Payouts',
      'Instant Confirmations',
      'Universal Integration',
    ]);
    expect(sectionById(sections, 'how-it-works', 'steps').steps.map((step) => step.title)).toEqual([
      'Transaction Initiation',
      'Intelligent Matching',
      'Automated Settlement',
      'Real-Time Confirmation',
    ]);
    expect(sectionById(sections, 'benefits', 'stats').stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '99.9% Accuracy',
      '80% Faster',
      '50% Cost Reduction',
    ]);
  });

  it('intellectual-property-protection: 4 framework items, 3 strategy points, 3 areas, 4 reasons', () => {
    const { sections } = solutionPages['intellectual-property-protection'];
    expect(['features', 'ip-strategy', 'protection-areas', 'benefits'].map((id) => count(sections, id))).toEqual([
      4, 3, 3, 4,
    ]);
  });

  it('composable-finance-core: 4 principles, the six components, 4 reasons, the three use cases', () => {
    const { sections } = solutionPages['composable-finance-core'];
    expect(count(sections, 'principles')).toBe(4);
    expect(titles(sections, 'features')).toEqual([
      'Payment Processing',
      'KYC/AML Engine',
      'Currency Exchange',
      'Ledger Management',
      'Reporting Suite',
      'Fraud Detection',
    ]);
    expect(count(sections, 'benefits')).toBe(4);
    expect(titles(sections, 'use-cases')).toEqual(['Digital Banks', 'Payment Platforms', 'Fintech Applications']);
  });
});

describe('developers, access and partner login', () => {
  it('has five developer tools, all linking to /partner-login', () => {
    expect(developersPage.tools.items).toHaveLength(5);
    expect(developersPage.tools.items.every((tool) => tool.href === '/partner-login')).toBe(true);
  });

  it('leads every access button to sign-in with the right tab and type, with Apple, Google and Email sign-in', () => {
    const buttons: Action[] = [
      ...accessPage.audiences.flatMap((audience) => [audience.login, audience.register]),
      accessPage.quickSignIn.email,
    ];
    expect(buttons.every((button) => button.kind === 'internal')).toBe(true);
    const [business, consumer, partner] = accessPage.audiences;
    expect(business?.login).toMatchObject({ href: '/auth', search: { tab: 'signin', type: 'business' } });
    expect(business?.register).toMatchObject({ href: '/auth', search: { tab: 'signup', type: 'business' } });
    expect(consumer?.login).toMatchObject({ href: '/auth', search: { tab: 'signin', type: 'consumer' } });
    expect(consumer?.register).toMatchObject({ href: '/auth', search: { tab: 'signup', type: 'consumer' } });
    expect(partner?.login).toMatchObject({ href: '/partner-login' });
    expect(accessPage.quickSignIn.email).toMatchObject({ href: '/auth', search: { tab: 'signin' } });
    expect(accessPage.audiences.every((audience) => audience.login.label === 'Login')).toBe(true);
    expect(accessPage.audiences.every((audience) => audience.register.label === 'Register')).toBe(true);
    expect(accessPage.audiences.every((audience) => audience.faqs.length > 0)).toBe(true);
    expect([
      ...accessPage.quickSignIn.providers.map((button) => button.label),
      accessPage.quickSignIn.email.label,
    ]).toEqual(['Continue with Apple', 'Continue with Google', 'Continue with Email']);
    expect(accessPage.quickSignIn.providers.map((button) => button.provider)).toEqual(['apple', 'google']);
  });

  it('has the partner form fields, sandbox/production environments and Contact Sales to /contact', () => {
    const { form } = partnerLoginPage;
    expect([form.partnerId.label, form.apiKey.label, form.environment.label]).toEqual([
      'Partner ID',
      'API Key',
      'Environment',
    ]);
    expect(form.environment.options.map((option) => option.value)).toEqual(['sandbox', 'production']);
    expect(form.partnerId.required).toMatch(/Partner ID/);
    expect(form.apiKey.required).toMatch(/API Key/);
    expect(form.submitLabel).toBe('Request Partner Access');
    expect(partnerLoginPage.back.href).toBe('/developers');
    expect(partnerLoginPage.contactSales.action).toMatchObject({ label: 'Contact Sales', href: '/contact' });
  });
});

describe('company pages', () => {
  it('about states the mission', () => {
    expect(aboutPage.mission.title).toBe('Our mission');
    expect(aboutPage.mission.statement.length).toBeGreaterThan(40);
  });

  it('contact shows the general email, the UK headquarters and the three response promises', () => {
    const email = contactPage.channels.find((channel) => channel.icon === 'mail');
    expect(email?.value).toBe(brand.email);
    expect(email?.href).toBe(mailto());
    expect(contactPage.channels.find((channel) => channel.icon === 'map-pin')?.lines).toContain('United Kingdom');
    expect(contactPage.responseTimes.promises.map((promise) => [promise.time, promise.topic])).toEqual([
      ['Under 4 h', 'Critical technical issues'],
      ['Under 24 h', 'Business inquiries'],
      ['Under 48 h', 'General questions'],
    ]);
  });

  it('privacy lists the four retention periods', () => {
    expect(
      privacyPage.retention.periods.map((period) => [period.category, period.years, period.afterAccountClosure]),
    ).toEqual([
      ['Account data', 7, true],
      ['Transaction records', 7, false],
      ['Support communications', 3, false],
      ['Security logs', 2, false],
    ]);
    expect(privacyPage.retention.periods[0]?.period).toBe('For the life of your account plus 7 years');
  });

  it('terms run from section 1 to 12 with the fixed claims', () => {
    expect(termsPage.sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const text = (id: string) => {
      const section = termsPage.sections.find((candidate) => candidate.id === id);
      return `${section?.title} ${section?.paragraphs.join(' ')}`;
    };
    expect(text('financial-services')).toMatch(/Financial Services/);
    expect(text('intellectual-property')).toMatch(/Intellectual Property/);
    expect(text('privacy')).toMatch(/Privacy/);
    expect(text('disclaimers')).toMatch(/99\.9%/);
    expect(text('disclaimers')).toMatch(/fees you paid us in the 12 months before/);
    expect(text('indemnification')).toMatch(/Indemnification/);
    expect(text('termination')).toMatch(/30 days’ written notice/);
    expect(text('governing-law')).toMatch(/United Kingdom/);
    expect(text('governing-law')).toMatch(/International Chamber of Commerce \(ICC\)/);
    expect(text('governing-law')).toMatch(/English courts for urgent/);
    expect(text('changes')).toMatch(/Changes to Terms/);
  });
});

describe('security and compliance', () => {
  it('security: four features, certifications, framework, infrastructure, under-15-min response, three resources, inert contact', () => {
    const { sections } = securityPage;
    expect(count(sections, 'features')).toBe(4);
    expect(count(sections, 'certifications')).toBeGreaterThan(0);
    expect(count(sections, 'data-protection')).toBeGreaterThan(0);
    expect(count(sections, 'infrastructure')).toBeGreaterThan(0);
    expect(sectionById(sections, 'incident-response', 'stats').stats[0]).toMatchObject({
      value: 'Under 15 min',
      label: 'incident response',
    });
    expect(securityPage.resources.items.map((item) => item.title)).toEqual([
      'Security Whitepaper',
      'Compliance Reports',
      'Bug Bounty Program',
    ]);
    expect(securityPage.contact.action).toMatchObject({ kind: 'mail', label: 'Contact Security Team' });
  });

  it('compliance: 15+ frameworks, three licensed jurisdictions and the two closing actions', () => {
    expect(compliancePage.headlineStats).toContainEqual({ value: '15+', label: 'compliance frameworks' });
    expect(compliancePage.headlineStats).toContainEqual({ value: '3', label: 'licensed jurisdictions' });
    expect(compliancePage.licences.items.map((licence) => licence.jurisdiction)).toEqual([
      'European Union',
      'United Kingdom',
      'Netherlands',
    ]);
    for (const id of ['risk-management', 'kyc-aml', 'audits'])
      expect(count(compliancePage.sections, id)).toBeGreaterThan(0);
    expect(compliancePage.documentation.items.length).toBeGreaterThan(0);
    expect(compliancePage.closing.primary).toMatchObject({ kind: 'mail', label: 'Talk to Sales' });
    expect(compliancePage.closing.secondary).toMatchObject({ label: 'Explore Solutions', href: '/solutions' });
  });
});

describe('careers', () => {
  it('lists the four roles exactly as the spec’s table', () => {
    expect(careersPage.openRoles.jobs.map((job) => [job.title, job.department, job.location, job.experience])).toEqual([
      ['Senior Backend Engineer', 'Engineering', 'Remote Europe', '5+ years'],
      ['Product Designer', 'Design', 'London Hybrid', '3+ years'],
      ['Compliance Manager', 'Legal & Compliance', 'London Remote', '5+ years'],
      ['Developer Relations Engineer', 'Engineering', 'Remote Global', '3+ years'],
    ]);
  });

  it('gives every job page its sections, a full-time type, a posted date and an apply-by-mail action', () => {
    expect(Object.values(jobSectionTitles)).toEqual([
      'About the Role',
      'Responsibilities',
      'Required Skills',
      'What We Offer',
    ]);
    for (const slug of jobSlugs) {
      const job = jobs[slug];
      expect(job.type).toBe('Full-time');
      expect(job.posted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(job.posted))).toBe(false);
      expect(job.back.href).toBe('/careers');
      expect(job.apply.kind).toBe('mail');
      expect(job.apply.kind === 'mail' && job.apply.href.startsWith(mailto())).toBe(true);
      for (const list of [job.about, job.responsibilities, job.requiredSkills, job.whatWeOffer]) {
        expect(list.length).toBeGreaterThan(0);
      }
      expect(job.whatWeOffer).toEqual(expect.arrayContaining([...companyPerks]));
    }
  });

  it('offers the 3,000 euro learning budget and 4-day week trials', () => {
    expect(companyPerks.some((perk) => perk.includes('3,000 euro annual learning budget'))).toBe(true);
    expect(companyPerks.some((perk) => perk.includes('4-day week trials'))).toBe(true);
  });
});

describe('portal copy', () => {
  it('uses the spec’s fixed texts', () => {
    expect(consumerPortalCopy.badge).toBe('Consumer Portal');
    expect(businessPortalCopy.badge).toBe('Business Portal');
    expect(portalCopy.welcome('Ada')).toBe('Welcome back, Ada!');
    expect(portalCopy.welcome(undefined)).toBe('Welcome back, User!');
    expect(portalCopy.welcome('  ')).toBe('Welcome back, User!');
    expect(businessPortalCopy.businessNameFallback).toBe('Business Account');
    expect(consumerPortalCopy.transactions.empty.title).toBe('No Transactions Yet');
    expect(consumerPortalCopy.missingTransaction.text).toBe('Transaction missing? Contact Us');
    expect(
      `${consumerPortalCopy.missingTransaction.prompt} ${consumerPortalCopy.missingTransaction.action.label}`,
    ).toBe(consumerPortalCopy.missingTransaction.text);
    expect(businessPortalCopy.empty.title).toBe('No Business Data Available');
    expect(businessPortalCopy.gettingStarted.steps.length).toBeGreaterThan(0);
    expect(businessPortalCopy.setupDialog.title).toBe('Setup Request Submitted');
    expect(businessPortalCopy.setupDialog.description).toMatch(/solution architect .*within 24 hours/);
    expect(businessPortalCopy.setupDialog.dismiss).toBe('Got it, thanks!');
    expect(businessPortalCopy.metrics[0]?.changeText).toMatch(/^\+20\.1%/);
  });
});
