import { internalAction, mailAction } from '../actions';
import type { ApiSample, ContentCard, CtaBanner, PageHero } from '../types';

/** A developer tool card; every one leads to partner access, where credentials are requested. */
export type DeveloperTool = ContentCard & { readonly href: '/partner-login'; readonly linkLabel: string };

/** The /developers page. */
export interface DevelopersPage {
  readonly hero: PageHero;
  /** A request and response beside the hero, on the payments path the platform API guide shows. */
  readonly sample: ApiSample;
  readonly tools: { readonly title: string; readonly intro: string; readonly items: readonly DeveloperTool[] };
  readonly closing: CtaBanner;
}

export const developersPage: DevelopersPage = {
  hero: {
    eyebrow: 'Developers',
    title: 'Build on Ardena',
    lead: 'Versioned APIs, maintained SDKs and a complete sandbox. Request partner access to get credentials and start integrating today.',
    actions: [internalAction('Request Partner Access', '/partner-login')],
  },
  // €125.00 charged in minor units and settled in pounds at the locked rate: 12500 × 0.8512 = 10640 pence.
  sample: {
    title: 'Create a payment in the sandbox',
    blocks: [
      {
        label: 'Request',
        language: 'http',
        code: `POST /v1/payments/process HTTP/1.1
Host: sandbox.api.ardena.example
Authorization: Bearer YOUR_API_KEY
Content-Type: application/json
Idempotency-Key: ord-10482-capture

{
  "amount": 12500,
  "currency": "EUR",
  "method": "card",
  "reference": "ORD-10482",
  "settlement_currency": "GBP"
}`,
      },
      {
        label: 'Response',
        language: 'http',
        code: `HTTP/1.1 201 Created
Content-Type: application/json

{
  "id": "pay_01JE6Q8M4K2V7X3N",
  "status": "authorised",
  "amount": 12500,
  "currency": "EUR",
  "settlement": {
    "currency": "GBP",
    "amount": 10640,
    "fx_rate": "0.8512",
    "status": "pending"
  },
  "livemode": false
}`,
      },
    ],
  },
  tools: {
    title: 'Developer tools',
    intro: 'Everything your team needs from first request to production.',
    items: [
      {
        title: 'API Documentation',
        description: 'Guides and reference for every endpoint and event, with examples in several languages.',
        icon: 'book',
        href: '/partner-login',
        linkLabel: 'Read the docs',
      },
      {
        title: 'SDKs & Libraries',
        description:
          'Maintained libraries for Node.js, Python, Java and Go with built-in retries and signature checks.',
        icon: 'terminal',
        href: '/partner-login',
        linkLabel: 'Get the SDKs',
      },
      {
        title: 'Sandbox Environment',
        description: 'Test cards, simulated bank transfers and failure scenarios, isolated from live money.',
        icon: 'flask',
        href: '/partner-login',
        linkLabel: 'Open the sandbox',
      },
      {
        title: 'Webhooks & Events',
        description: 'Signed event delivery with automatic retries and a replay tool for missed events.',
        icon: 'webhook',
        href: '/partner-login',
        linkLabel: 'Configure webhooks',
      },
      {
        title: 'API Status & Changelog',
        description: 'Live availability against our 99.9% SLA and advance notice of every API change.',
        icon: 'server',
        href: '/partner-login',
        linkLabel: 'View status',
      },
    ],
  },
  closing: {
    title: 'Planning an integration?',
    description: 'Our integration engineers can review your architecture before you write a line of code.',
    primary: mailAction('Contact Developer Support', 'Developer integration question'),
    secondary: internalAction('Read the Platform API Guide', '/insights/platform-api-guide'),
  },
};
