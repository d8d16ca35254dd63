import { describe, expect, it } from 'vitest';
import { isValidEmail } from '.';

describe('isValidEmail', () => {
  it('accepts what type=email accepts, with a dot in the domain, ignoring surrounding spaces', () => {
    expect(isValidEmail('ana@company.eu')).toBe(true);
    expect(isValidEmail(' ana.b+news@mail.company.co.uk ')).toBe(true);
    expect(isValidEmail('ana@company')).toBe(false);
    expect(isValidEmail('ana company.eu')).toBe(false);
    expect(isValidEmail('ana@@company.eu')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('accepts a dotless domain, as browsers do, when asked', () => {
    expect(isValidEmail('ada@example', { allowDotlessDomain: true })).toBe(true);
    expect(isValidEmail('ada.example.com', { allowDotlessDomain: true })).toBe(false);
  });
});
