import { brand, mailto } from '../brand';
import type { ContentIcon, PageHero } from '../types';

/** A response-time promise on /contact. */
export interface ResponsePromise {
  /** Printed time, e.g. `Under 4 h`. */
  readonly time: string;
  readonly hours: number;
  readonly topic: string;
}

/** The /contact page. */
export interface ContactPage {
  readonly hero: PageHero;
  readonly channels: readonly {
    readonly title: string;
    readonly description: string;
    readonly icon: ContentIcon;
    /** Visible text of the channel (the address itself, or the first line of a postal address). */
    readonly value: string;
    readonly href?: `mailto:${string}`;
    readonly lines?: readonly string[];
  }[];
  readonly responseTimes: {
    readonly title: string;
    readonly intro: string;
    readonly promises: readonly ResponsePromise[];
  };
}

export const contactPage: ContactPage = {
  hero: {
    eyebrow: 'Contact',
    title: 'Contact us',
    lead: 'Questions about our platform, a partnership or an existing account? Write to us and the right team will reply.',
  },
  channels: [
    {
      title: 'Email',
      description: 'For sales, support, partnerships and press.',
      icon: 'mail',
      value: brand.email,
      href: mailto(),
    },
    {
      title: brand.headquarters.label,
      description: 'Our registered office and main team.',
      icon: 'map-pin',
      value: brand.headquarters.lines[0],
      lines: brand.headquarters.lines,
    },
  ],
  responseTimes: {
    title: 'Our response promise',
    intro: 'Every message is read by a person. We aim to reply within these times on working days.',
    promises: [
      { time: 'Under 4 h', hours: 4, topic: 'Critical technical issues' },
      { time: 'Under 24 h', hours: 24, topic: 'Business inquiries' },
      { time: 'Under 48 h', hours: 48, topic: 'General questions' },
    ],
  },
};
