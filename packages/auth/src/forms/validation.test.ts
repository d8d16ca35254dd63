import { describe, expect, it } from 'vitest';
import {
  describeWeakPasswordReason,
  emptyAuthFormValues,
  passwordMismatch,
  signUpMetadata,
  validateAuthForm,
  validateNewPassword,
  visibleFields,
} from './validation';

const consumer = {
  ...emptyAuthFormValues,
  email: 'ada@example.com',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('sign-up and sign-in validation', () => {
  it('shows phone only for consumers and the company fields only for businesses', () => {
    expect(visibleFields('signup', 'consumer')).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(visibleFields('signup', 'business')).toEqual([
      'firstName',
      'lastName',
      'businessName',
      'companyNumber',
      'country',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(visibleFields('signin', 'business')).toEqual(['email', 'password']);
  });

  it('requires every sign-up field except phone', () => {
    expect(validateAuthForm('signup', 'consumer', consumer)).toEqual({});
    expect(Object.keys(validateAuthForm('signup', 'consumer', emptyAuthFormValues))).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(validateAuthForm('signup', 'business', consumer)).toEqual({
      businessName: 'Enter your business name',
      companyNumber: 'Enter your company number',
      country: 'Select your country',
    });
  });

  it('never validates fields hidden for the account type', () => {
    const business = { ...consumer, businessName: 'Acme', companyNumber: '01234567', country: 'NL' };
    expect(validateAuthForm('signup', 'business', business)).toEqual({});
    expect(validateAuthForm('signup', 'consumer', { ...consumer, businessName: '' })).toEqual({});
  });

  it('takes a country only from the list of codes, as the select offers it', () => {
    const business = { ...consumer, businessName: 'Acme', companyNumber: '01234567' };
    expect(validateAuthForm('signup', 'business', { ...business, country: 'DE' }).country).toBeUndefined();
    expect(validateAuthForm('signup', 'business', { ...business, country: 'Germany' }).country).toBe(
      'Select your country from the list',
    );
    expect(validateAuthForm('signup', 'business', { ...business, country: 'de' }).country).toBe(
      'Select your country from the list',
    );
    expect(validateAuthForm('signup', 'business', { ...business, country: '' }).country).toBe('Select your country');
  });

  it('checks the email format', () => {
    const emailError = (email: string) =>
      validateAuthForm('signin', 'consumer', { ...emptyAuthFormValues, email, password: 'x' }).email;
    expect(emailError('ada@example.com')).toBeUndefined();
    // As the browser's type=email: a dotless domain signs in.
    expect(emailError('ada@example')).toBeUndefined();
    expect(emailError('ada.example.com')).toBeDefined();
    expect(emailError('ada@@example.com')).toBeDefined();
    expect(validateAuthForm('signin', 'consumer', { ...emptyAuthFormValues, email: 'nope', password: 'x' })).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('asks for 8 characters on new passwords but not when signing in', () => {
    expect(
      validateAuthForm('signup', 'consumer', { ...consumer, password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      validateAuthForm('signin', 'consumer', { ...emptyAuthFormValues, email: 'a@b.co', password: 'short' }),
    ).toEqual({});
  });

  it('reports a mismatch only once the confirmation is non-empty', () => {
    expect(passwordMismatch({ password: 'abcdefgh', confirmPassword: '' })).toBe(false);
    expect(passwordMismatch({ password: 'abcdefgh', confirmPassword: 'abc' })).toBe(true);
    expect(passwordMismatch({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(false);
    expect(validateNewPassword('abcdefgh', 'abcdefgx')).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('limits every sign-up field to the length the database stores', () => {
    const long = (length: number) => 'a'.repeat(length);
    const business = {
      ...consumer,
      firstName: long(101),
      lastName: long(100),
      businessName: long(201),
      companyNumber: long(51),
      country: 'NL',
    };
    expect(validateAuthForm('signup', 'business', business)).toEqual({
      firstName: 'First name must be 100 characters or fewer',
      businessName: 'Business name must be 200 characters or fewer',
      companyNumber: 'Company number must be 50 characters or fewer',
    });
    expect(validateAuthForm('signup', 'consumer', { ...consumer, phone: long(41) })).toEqual({
      phone: 'Phone must be 40 characters or fewer',
    });
  });

  it('sends camelCase metadata with only the account type’s fields', () => {
    expect(signUpMetadata('consumer', { ...consumer, phone: ' +44 20 7946 0000 ' })).toEqual({
      userType: 'consumer',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
    });
    expect(signUpMetadata('consumer', consumer)).not.toHaveProperty('phone');
    expect(
      signUpMetadata('business', {
        ...consumer,
        phone: '123',
        businessName: 'Acme',
        companyNumber: '01234567',
        country: 'NL',
      }),
    ).toEqual({
      userType: 'business',
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessName: 'Acme',
      companyNumber: '01234567',
      country: 'NL',
    });
  });

  it('words the server’s weak-password reasons', () => {
    expect(describeWeakPasswordReason('length')).toBe('Use at least 8 characters');
    expect(describeWeakPasswordReason('pwned')).toMatch(/breach/);
    expect(describeWeakPasswordReason('something-new')).toBe('something-new');
  });
});
