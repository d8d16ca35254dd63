import { describe, expect, it } from 'vitest';
import { authFormReducer, initialAuthFormState, isSubmitDisabled, visibleErrors } from './authFormState';

function type(fields: Record<string, string>, state = initialAuthFormState()) {
  return Object.entries(fields).reduce(
    (next, [field, value]) => authFormReducer(next, { type: 'change', field: field as 'email', value }),
    state,
  );
}

describe('auth form state', () => {
  it('hides errors until a field is left or a submit is attempted', () => {
    const state = type({ email: 'nope' });
    expect(visibleErrors(state, 'signin', 'consumer')).toEqual({});
    const blurred = authFormReducer(state, { type: 'blur', field: 'email' });
    expect(visibleErrors(blurred, 'signin', 'consumer')).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
    const submitted = authFormReducer(state, { type: 'submitAttempted' });
    expect(Object.keys(visibleErrors(submitted, 'signin', 'consumer'))).toEqual(['email', 'password']);
  });

  it('shows the mismatch live and disables submit while it lasts', () => {
    const state = type({ password: 'abcdefgh', confirmPassword: 'abcd' });
    expect(visibleErrors(state, 'signup', 'consumer').confirmPassword).toBe('Passwords do not match');
    expect(isSubmitDisabled(state, 'signup')).toBe(true);
    expect(isSubmitDisabled(type({ confirmPassword: 'abcdefgh' }, state), 'signup')).toBe(false);
    // The sign-in tab has no confirmation field, so a leftover value cannot block it.
    expect(isSubmitDisabled(state, 'signin')).toBe(false);
  });

  it('disables submit while a request runs', () => {
    const started = authFormReducer(initialAuthFormState(), { type: 'submitStarted' });
    expect(isSubmitDisabled(started, 'signin')).toBe(true);
    expect(isSubmitDisabled(authFormReducer(started, { type: 'submitSucceeded' }), 'signin')).toBe(false);
  });

  it('puts weak_password reasons under the password until it changes', () => {
    const failed = authFormReducer(type({ password: 'password' }), {
      type: 'submitFailed',
      failure: { message: 'Password is known to be weak', code: 'weak_password', weakPasswordReasons: ['pwned'] },
    });
    expect(visibleErrors(failed, 'signup', 'consumer').password).toBe(
      'Password is known to be weak. This password appears in a known data breach; choose a different one.',
    );
    const edited = type({ password: 'another-password' }, failed);
    expect(edited.serverError).toBeUndefined();
    expect(visibleErrors(edited, 'signup', 'consumer').password).toBeUndefined();
  });

  it('moves to check-your-email after sign-up, back to the filled form on try again, and clears on reset', () => {
    const filled = type({ email: 'ada@example.com', firstName: 'Ada' });
    const sent = authFormReducer(filled, { type: 'signUpSucceeded', email: 'ada@example.com' });
    expect(sent.view).toBe('checkEmail');
    expect(sent.sentTo).toBe('ada@example.com');
    const again = authFormReducer(sent, { type: 'tryAgain' });
    expect(again.view).toBe('form');
    expect(again.values.firstName).toBe('Ada');
    const back = authFormReducer(sent, { type: 'reset' });
    expect(back).toEqual(initialAuthFormState());
  });

  it('carries the typed email into the forgot-password step and then to the new-password form', () => {
    const forgot = authFormReducer(type({ email: 'ada@example.com', password: 'secret' }), { type: 'forgotPassword' });
    expect(forgot.view).toBe('forgotPassword');
    expect(forgot.values.email).toBe('ada@example.com');
    expect(forgot.values.password).toBe('');
    const sent = authFormReducer(forgot, { type: 'recoveryRequested', email: 'ada@example.com' });
    expect(sent.view).toBe('recoverySent');
    const recovering = authFormReducer(sent, { type: 'recoveryLinkOpened' });
    expect(recovering.view).toBe('newPassword');
    const mismatched = type({ password: 'abcdefgh', confirmPassword: 'x' }, recovering);
    expect(isSubmitDisabled(mismatched, 'signin')).toBe(true);
  });
});
