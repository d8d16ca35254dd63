import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AccountType, AuthTab } from '../../forms/validation';
import type { AuthNotification } from '../../notifications/notifications';
import { AuthProvider } from '../../provider/AuthProvider';
import {
  authHandlers,
  fakeClient,
  fakePassword,
  type SignInBehaviour,
  type SignUpBehaviour,
} from '../../testing/fakeSupabase';
import { AuthForm } from './AuthForm';
import type { AuthFormSuccess } from './useAuthFields';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// jsdom has no ResizeObserver; Radix's radio group measures its indicator with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness({
  initialTab = 'signin',
  initialType = 'consumer',
  notify,
  onSuccess,
}: {
  initialTab?: AuthTab;
  initialType?: AccountType;
  notify: (notification: AuthNotification) => void;
  onSuccess?: (success: AuthFormSuccess) => void;
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [accountType, setAccountType] = useState<AccountType>(initialType);
  const [client] = useState(() => fakeClient());
  return (
    <AuthProvider client={client} notify={notify} emailRedirectTo="http://localhost/">
      <AuthForm
        tab={tab}
        onTabChange={setTab}
        accountType={accountType}
        onAccountTypeChange={setAccountType}
        onSuccess={onSuccess}
      />
    </AuthProvider>
  );
}

function setup(
  props: Partial<Parameters<typeof Harness>[0]> = {},
  behaviour: { signIn?: SignInBehaviour; signUp?: SignUpBehaviour } = {},
) {
  server.use(...authHandlers(behaviour));
  const notify = vi.fn<(notification: AuthNotification) => void>();
  const onSuccess = vi.fn<(success: AuthFormSuccess) => void>();
  const user = userEvent.setup();
  render(<Harness notify={notify} onSuccess={onSuccess} {...props} />);
  return { notify, onSuccess, user };
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password = fakePassword, confirm = password) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

// Typing into many fields with user-event is slow on the shared CI machine.
describe('AuthForm', { timeout: 20_000 }, () => {
  it('switches tabs with the mouse and arrow keys and clears what was typed', async () => {
    const { user } = setup();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Email'), 'x@example.com');
    screen.getByRole('tab', { name: 'Sign Up' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows the optional phone only to consumers and the company fields only to businesses', async () => {
    const { user } = setup({ initialTab: 'signup' });
    expect(screen.getByLabelText(/Phone/)).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.queryByLabelText(/Phone/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(screen.getByLabelText('Company number')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeInTheDocument();
  });

  it("says 'Passwords do not match' under the confirmation and disables submit", async () => {
    const { user } = setup({ initialTab: 'signup' });
    await fillSignUp(user, fakePassword, 'something-else');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAccessibleDescription('Error: Passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('lists every missing field in a focused error summary that links to the fields', async () => {
    const { user } = setup({ initialTab: 'signup', initialType: 'business' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = Array.from(summary.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your business name',
      'Enter your company number',
      'Select your country',
      'Enter your email address',
      'Enter a password',
      'Confirm your password',
    ]);
    await user.click(screen.getByRole('link', { name: 'Select your country' }));
    expect(screen.getByLabelText('Country')).toHaveFocus();
  });

  it('offers the country as a list of names in the page’s locale and keeps its ISO code', async () => {
    const { user } = setup({ initialTab: 'signup', initialType: 'business' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveValue('DE');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(240);
    await user.selectOptions(country, 'Germany');
    expect(country).toHaveValue('DE');
  });

  it('checks the email format and the 8-character minimum', async () => {
    const { user } = setup({ initialTab: 'signup' });
    await fillSignUp(user, 'short');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada.example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Error: Enter an email address in the correct format, like name@example.com',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Error: Password must be at least 8 characters',
    );
  });

  it('signs in, announces it and reports success', async () => {
    const { user, notify, onSuccess } = setup();
    await user.type(screen.getByLabelText('Email'), 'mia.jansen@example.com');
    await user.type(screen.getByLabelText('Password'), fakePassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signedIn' })));
    expect(notify).toHaveBeenCalledWith({
      title: 'Welcome back!',
      description: "You've been signed in successfully.",
      variant: 'default',
    });
  });

  it('puts invalid credentials in the error summary as well as the notification', async () => {
    const { user, notify, onSuccess } = setup({}, { signIn: 'invalidCredentials' });
    await user.type(screen.getByLabelText('Email'), 'mia.jansen@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Invalid email or password. Please check your credentials.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(notify).toHaveBeenCalledWith({
      title: 'Sign in failed',
      description: 'Invalid email or password. Please check your credentials.',
      variant: 'destructive',
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while the request runs, keeps focus on the button and sends one request", async () => {
    const { user } = setup({}, { signIn: 'slow' });
    const signIns = vi.fn();
    const countSignIns = ({ request }: { request: Request }) => {
      if (request.url.includes('/auth/v1/token')) signIns();
    };
    server.events.on('request:start', countSignIns);
    onTestFinished(() => server.events.removeListener('request:start', countSignIns));
    await user.type(screen.getByLabelText('Email'), 'mia.jansen@example.com');
    await user.type(screen.getByLabelText('Password'), fakePassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(busy);
    expect(signIns).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s weak_password reasons under the password', async () => {
    const { user } = setup({ initialTab: 'signup' }, { signUp: 'weakPassword' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Error: Password should be at least 8 characters. Use at least 8 characters.',
      ),
    );
  });

  it('says Account exists for a registered address', async () => {
    const { user, notify } = setup({ initialTab: 'signup' }, { signUp: 'alreadyRegistered' });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveTextContent(
      'This email is already registered. Please sign in instead.',
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account exists' }));
  });

  it('moves to Check Your Email; try again returns to the filled-in form without a resend; Back to Sign In clears it', async () => {
    const { user, notify } = setup({ initialTab: 'signup' });
    // After setup: handlers added later take precedence over the fake server's.
    const resends = vi.fn();
    server.use(
      http.post('*/auth/v1/resend', () => {
        resends();
        return HttpResponse.json({});
      }),
    );
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
      variant: 'default',
    });
    // The email just went out: the separate resend waits out the server's one-minute limit, visibly.
    expect(screen.getByRole('button', { name: /^Resend available in (60|59) s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^Resend available in/ }));
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(resends).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('offers to resend the confirmation when sign-in answers "Email not confirmed", and shows the wait it asks for', async () => {
    const { user, notify } = setup({}, { signIn: 'emailNotConfirmed' });
    const resends = vi.fn();
    server.use(
      http.post('*/auth/v1/resend', () => {
        resends();
        return HttpResponse.json({});
      }),
    );
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), fakePassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Your email address is not confirmed yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Confirmation email sent' })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('We sent a new confirmation link to new@example.com.');
    const waiting = screen.getByRole('button', { name: /^Resend available in (60|59) s$/ });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    // Pressed, it kept focus through the send and the countdown; pressed again now, it sends nothing.
    expect(waiting).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(resends).toHaveBeenCalledTimes(1);
  });

  it('turns a rate-limit answer into a countdown instead of an error', async () => {
    const { user } = setup({}, { signIn: 'emailNotConfirmed' });
    server.use(
      http.post('*/auth/v1/resend', () =>
        HttpResponse.json(
          {
            code: 'over_email_send_rate_limit',
            error_code: 'over_email_send_rate_limit',
            msg: 'For security purposes, you can only request this after 42 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), fakePassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can request another email in 42 seconds.');
    expect(screen.getByRole('button', { name: /^Resend available in (42|41) s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('requests a recovery email from Forgot password?', async () => {
    const { user, notify } = setup();
    await user.type(screen.getByLabelText('Email'), 'mia.jansen@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('mia.jansen@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Check your email' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    });
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
