import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { authSearchSchema } from './authSearchParams';
import { insightsSearchSchema } from './searchParams';

describe('/insights search params', () => {
  const parse = insightsSearchSchema;

  it('keeps a listed category', () => {
    expect(parse({ category: 'case-studies' })).toEqual({ category: 'case-studies' });
    expect(parse({ category: 'technical-guide' })).toEqual({ category: 'technical-guide' });
  });

  it('leaves the category out when it is missing, unknown or not a string, and drops unknown params', () => {
    expect(parse({})).toEqual({});
    for (const category of ['podcasts', '', 'Articles', 42, null, true, ['articles'], { id: 'articles' }]) {
      expect(parse({ category })).toEqual({ category: undefined });
    }
    expect(parse({ utm_source: 'mail' })).toEqual({});
  });
});

describe('/auth search params', () => {
  const parse = (search: Record<string, unknown>) => v.parse(authSearchSchema, search);

  it('keeps a valid tab, account type and return path', () => {
    expect(parse({ tab: 'signup', type: 'business', redirect: '/consumer-portal?page=2' })).toEqual({
      tab: 'signup',
      type: 'business',
      redirect: '/consumer-portal?page=2',
    });
    expect(parse({ tab: 'signin' })).toEqual({ tab: 'signin' });
  });

  it('drops each malformed value on its own, keeping the valid ones', () => {
    expect(parse({ tab: 'register', type: 'consumer' })).toEqual({ tab: undefined, type: 'consumer' });
    expect(parse({ tab: 'signup', type: 'admin' })).toEqual({ tab: 'signup', type: undefined });
    expect(parse({ redirect: '' })).toEqual({ redirect: undefined });
    // The router parses query values as JSON where it can: `?redirect=123` arrives as a number.
    expect(parse({ redirect: 123, tab: 1, type: false })).toEqual({
      redirect: undefined,
      tab: undefined,
      type: undefined,
    });
  });
});
