import { describe, expect, it } from 'vitest';
import { notificationFor } from './notifications';

describe('notificationFor', () => {
  it('announces a created account', () => {
    expect(notificationFor({ kind: 'signUpSucceeded' })).toEqual({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
      variant: 'default',
    });
  });

  it('tells an existing address to sign in instead', () => {
    expect(notificationFor({ kind: 'signUpFailed', message: 'User already registered' })).toEqual({
      title: 'Account exists',
      description: 'This email is already registered. Please sign in instead.',
      variant: 'destructive',
    });
  });

  it('passes other sign-up failures through with the server message', () => {
    expect(notificationFor({ kind: 'signUpFailed', message: 'Signups not allowed for this instance' })).toEqual({
      title: 'Sign up failed',
      description: 'Signups not allowed for this instance',
      variant: 'destructive',
    });
  });

  it('welcomes a signed-in user back', () => {
    expect(notificationFor({ kind: 'signInSucceeded' })).toEqual({
      title: 'Welcome back!',
      description: "You've been signed in successfully.",
      variant: 'default',
    });
  });

  it('rewrites invalid credentials by code and by message', () => {
    const expected = {
      title: 'Sign in failed',
      description: 'Invalid email or password. Please check your credentials.',
      variant: 'destructive',
    };
    expect(notificationFor({ kind: 'signInFailed', message: 'whatever', code: 'invalid_credentials' })).toEqual(
      expected,
    );
    expect(notificationFor({ kind: 'signInFailed', message: 'Invalid login credentials' })).toEqual(expected);
  });

  it('shows other sign-in failures with the server message', () => {
    expect(
      notificationFor({ kind: 'signInFailed', message: 'Email not confirmed', code: 'email_not_confirmed' }),
    ).toEqual({ title: 'Sign in failed', description: 'Email not confirmed', variant: 'destructive' });
  });

  it('confirms sign-out and reports its failure', () => {
    expect(notificationFor({ kind: 'signOutSucceeded' })).toEqual({
      title: 'Signed out',
      description: "You've been signed out successfully.",
      variant: 'default',
    });
    expect(notificationFor({ kind: 'signOutFailed' })).toEqual({ title: 'Sign out failed', variant: 'destructive' });
  });

  it('has the unexpected-error and transactions texts', () => {
    expect(notificationFor({ kind: 'unexpectedError' })).toEqual({
      title: 'An unexpected error occurred',
      variant: 'destructive',
    });
    expect(notificationFor({ kind: 'transactionsLoadFailed' })).toEqual({
      title: 'Error',
      description: 'Failed to load transactions',
      variant: 'destructive',
    });
  });

  it('says a confirmation link worked or was refused', () => {
    expect(notificationFor({ kind: 'emailConfirmed' })).toEqual({
      title: 'Email confirmed',
      description: 'Your email address is confirmed and you are signed in.',
      variant: 'default',
    });
    expect(notificationFor({ kind: 'emailLinkFailed' })).toMatchObject({
      title: 'Link invalid or expired',
      variant: 'destructive',
    });
  });
});
