import { internalAction, mailAction } from '../actions';
import type { ContentCard, CtaBanner, PageHero, StatClaim } from '../types';

/** The /about page. */
export interface AboutPage {
  readonly hero: PageHero;
  readonly mission: { readonly title: string; readonly statement: string; readonly paragraphs: readonly string[] };
  readonly values: { readonly title: string; readonly items: readonly ContentCard[] };
  readonly facts: { readonly title: string; readonly stats: readonly StatClaim[] };
  readonly closing: CtaBanner;
}

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: 'Company',
    title: 'About Ardena',
    lead: 'We build the payment infrastructure that lets European businesses and institutions move money as easily as they move data.',
  },
  mission: {
    title: 'Our mission',
    statement:
      'To make moving money across Europe instant, transparent and secure for every business, institution and person who depends on it.',
    paragraphs: [
      'Payments in Europe still cross too many systems, schemes and borders. Each hand-off adds cost, delay and uncertainty for the people waiting on the money.',
      'Ardena replaces those hand-offs with one regulated, API-first platform: payments, settlement, compliance and data exchange designed to work together, and open enough to work with what our clients already run.',
    ],
  },
  values: {
    title: 'What guides us',
    items: [
      { title: 'Clarity', description: 'Clear pricing, clear documentation and clear answers.', icon: 'eye' },
      {
        title: 'Security first',
        description: 'We design for the threats our clients face today and tomorrow.',
        icon: 'shield',
      },
      {
        title: 'Built to last',
        description: 'Infrastructure people rely on has to be dependable, so we ship carefully.',
        icon: 'server',
      },
      { title: 'Partnership', description: 'We succeed when our clients’ products do.', icon: 'handshake' },
    ],
  },
  facts: {
    title: 'Ardena in numbers',
    stats: [
      { value: '99.9%', label: 'availability SLA' },
      { value: '15+', label: 'compliance frameworks' },
      { value: '3', label: 'licensed jurisdictions' },
    ],
  },
  closing: {
    title: 'Work with us',
    description: 'Partner with Ardena or join the team building Europe’s payment infrastructure.',
    primary: mailAction('Get in Touch', 'Hello from the about page'),
    secondary: internalAction('View Careers', '/careers'),
  },
};
