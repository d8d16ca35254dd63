import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it('lists each code once, upper case, two letters', () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.length).toBeGreaterThan(240);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode('AQ')).toBe(false);
  });

  it('names the countries in the reader’s locale and sorts them in its order', () => {
    expect(countryName('DE', 'en-GB')).toBe('Germany');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    // A profile written before the list keeps its own words.
    expect(countryName('Netherlands', 'en-GB')).toBe('Netherlands');
    const english = countryOptions('en-GB');
    expect(english).toHaveLength(countryCodes.length);
    expect(english.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
    const labels = english.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-GB').compare));
    // German order puts Österreich among the O's, before Pakistan.
    const german = countryOptions('de-DE').map((option) => option.label);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Pakistan'));
  });

  it('falls back to the codes for a locale tag the runtime refuses', () => {
    expect(countryName('FR', 'not a locale!')).toBe('FR');
  });
});
