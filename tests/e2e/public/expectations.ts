// What each of the 36 routes must show (spec section 2), expressed from @ardena/content so the test reads the same
// facts the page renders. `texts` must each be visible; `links` must exist with the given href.
import type { RoutePath } from '../../../packages/content/src/index';
import * as content from '../../../packages/content/src/index';

export interface RouteExpectation {
  texts: string[];
  links?: { name: string | RegExp; href: string }[];
  /** Images (logos) by accessible name. */
  images?: string[];
  /** Where a signed-out visitor lands instead (the portals send them to sign in, remembering the way back). */
  signedOutRedirect?: `/auth?${string}`;
}

const { brand, mailto } = content;

function sectionTexts(sections: readonly content.PageSection[]): string[] {
  return sections.flatMap((section) => [
    section.title,
    ...(section.kind === 'cards' ? section.items.map((item) => item.title) : []),
    ...(section.kind === 'steps' ? section.steps.map((step) => step.title) : []),
    ...(section.kind === 'stats' ? section.stats.map((stat) => stat.value) : []),
  ]);
}

/** Where an action leads, as the rendered anchor's href (`/auth` with its search params). */
function actionHref(action: content.Action): string {
  return action.kind === 'internal' && action.search ? content.authHref(action.search) : action.href;
}

function ctaExpectation(cta: content.CtaBanner | undefined): Pick<RouteExpectation, 'links'> {
  if (!cta) return {};
  const actions = [cta.primary, cta.secondary].filter((action) => action !== undefined);
  return { links: actions.map((action) => ({ name: action.label, href: actionHref(action) })) };
}

function merge(...parts: Partial<RouteExpectation>[]): RouteExpectation {
  return {
    texts: parts.flatMap((part) => part.texts ?? []),
    links: parts.flatMap((part) => part.links ?? []),
    images: parts.flatMap((part) => part.images ?? []),
  };
}

const home = content.homePage;

const byPath: Record<string, RouteExpectation> = {
  '/': merge({
    texts: [
      ...home.whoWeServe.cards.map((card) => card.title),
      ...home.whatWeOffer.cards.map((card) => card.title),
      ...home.portals.cards.map((card) => card.title),
      ...home.insights.articles.map((article) => article.title),
    ],
    images: [...content.paymentMethods, home.hero.preview.label],
    links: [
      ...home.portals.cards.flatMap((card) => [
        { name: card.login.label, href: content.authHref({ tab: 'signin', type: card.accountType }) },
        { name: card.register.label, href: content.authHref({ tab: 'signup', type: card.accountType }) },
      ]),
      { name: 'Talk to Sales', href: mailto('Sales enquiry') },
    ],
  }),
  '/who-we-serve': {
    texts: content.whoWeServePage.pathways.map((card) => card.title),
    links: content.whoWeServePage.pathways.map((card) => ({ name: new RegExp(card.title), href: card.href })),
  },
  '/solutions': {
    texts: content.solutionsPage.modules.map((card) => card.title),
    links: content.solutionsPage.modules.map((card) => ({ name: new RegExp(card.title), href: card.href })),
  },
  '/access': merge({
    texts: [
      ...content.accessPage.audiences.flatMap((audience) => [
        audience.title,
        ...audience.faqs.map((faq) => faq.question),
      ]),
    ],
    // Every button the spec leaves without behaviour leads to sign-in with its tab and account type (Apple and Google
    // start an OAuth sign-in instead: tests/e2e/accounts/oauth.spec.ts).
    links: [
      ...content.accessPage.audiences.flatMap((audience) => [audience.login, audience.register]),
      content.accessPage.quickSignIn.email,
    ].map((action) => ({ name: action.label, href: actionHref(action) })),
  }),
  '/insights': {
    texts: [
      ...content.insightCategories.map((category) => category.label),
      ...content
        .insightsInCategory('articles')
        .flatMap((article) => [article.title, article.displayDate, article.readTime]),
      content.insightsPage.newsletter.title,
    ],
  },
  ...(Object.fromEntries(
    content.insightSlugs.map((slug) => {
      const article = content.insightArticles[slug];
      return [
        article.path,
        merge(
          {
            texts: [article.displayDate, article.readTime, ...sectionTexts(article.sections)],
            links: [{ name: article.back.label, href: article.back.href }],
          },
          article.related ? { links: [{ name: article.related.label, href: article.related.href }] } : {},
          ctaExpectation(article.cta),
          slug === 'platform-api-guide' ? { texts: ['POST /v1/payments/process'] } : {},
        ),
      ];
    }),
  ) as Record<string, RouteExpectation>),
  ...(Object.fromEntries(
    content.solutionSlugs.map((slug) => {
      const page = content.solutionPages[slug];
      return [
        page.path,
        merge(
          {
            texts: [page.flow.title, ...page.flow.steps.map((step) => step.title), ...sectionTexts(page.sections)],
            links: [{ name: page.back.label, href: page.back.href }],
          },
          ctaExpectation(page.cta),
        ),
      ];
    }),
  ) as Record<string, RouteExpectation>),
  ...(Object.fromEntries(
    content.audienceSlugs.map((slug) => {
      const page = content.audiencePages[slug];
      return [
        page.path,
        merge(
          { texts: sectionTexts(page.sections), links: [{ name: page.back.label, href: page.back.href }] },
          ctaExpectation(page.cta),
        ),
      ];
    }),
  ) as Record<string, RouteExpectation>),
  '/developers': {
    texts: [content.developersPage.sample.title, ...content.developersPage.tools.items.map((tool) => tool.title)],
    links: content.developersPage.tools.items.map((tool) => ({ name: new RegExp(tool.title), href: '/partner-login' })),
  },
  '/about': { texts: [content.aboutPage.mission.title, content.aboutPage.mission.statement] },
  '/careers': {
    texts: content.careersPage.openRoles.jobs.flatMap((job) => [job.title, job.department, job.location]),
    links: content.careersPage.openRoles.jobs.map((job) => ({ name: new RegExp(job.title), href: job.path })),
  },
  '/contact': {
    texts: [
      brand.email,
      ...brand.headquarters.lines,
      ...content.contactPage.responseTimes.promises.flatMap((promise) => [promise.time, promise.topic]),
    ],
    links: [{ name: new RegExp(brand.email), href: mailto().split('?')[0] ?? '' }],
  },
  '/privacy': {
    texts: content.privacyPage.retention.periods.flatMap((period) => [period.category, period.period]),
  },
  '/terms': {
    texts: content.termsPage.sections.map((section) => `${section.number}. ${section.title}`),
  },
  '/security': merge(
    {
      texts: [
        ...sectionTexts(content.securityPage.sections),
        ...content.securityPage.resources.items.map((item) => item.title),
      ],
    },
    { links: [{ name: content.securityPage.contact.action.label, href: content.securityPage.contact.action.href }] },
  ),
  '/compliance': merge(
    {
      texts: [
        ...content.compliancePage.licences.items.map((licence) => licence.jurisdiction),
        ...content.compliancePage.frameworks.items.map((item) => item.title),
        ...sectionTexts(content.compliancePage.sections),
        ...content.compliancePage.documentation.items.map((item) => item.title),
      ],
    },
    ctaExpectation(content.compliancePage.closing),
  ),
  '/auth': { texts: [content.authCopy.title] },
  '/consumer-portal': { texts: [content.authCopy.title], signedOutRedirect: '/auth?redirect=%2Fconsumer-portal' },
  '/business-portal': { texts: [content.authCopy.title], signedOutRedirect: '/auth?redirect=%2Fbusiness-portal' },
  '/partner-login': {
    texts: [
      content.partnerLoginPage.form.partnerId.label,
      content.partnerLoginPage.form.apiKey.label,
      ...content.partnerEnvironments.map((environment) => environment.label),
    ],
    links: [
      { name: content.partnerLoginPage.back.label, href: '/developers' },
      { name: content.partnerLoginPage.contactSales.action.label, href: '/contact' },
    ],
  },
  ...(Object.fromEntries(
    content.jobSlugs.map((slug) => {
      const job = content.jobs[slug];
      return [
        job.path,
        {
          texts: [job.department, job.location, job.type, ...Object.values(content.jobSectionTitles)],
          links: [{ name: job.back.label, href: '/careers' }],
        },
      ];
    }),
  ) as Record<string, RouteExpectation>),
};

// Article, solution, audience and job entries are generated from content, so the compiler cannot see their keys;
// check at load time that every route has an expectation instead.
const missing = content.routePaths.filter((path) => !(path in byPath));
if (missing.length > 0) throw new Error(`No e2e expectation for: ${missing.join(', ')}`);

export const expectations = byPath as Record<RoutePath, RouteExpectation>;
