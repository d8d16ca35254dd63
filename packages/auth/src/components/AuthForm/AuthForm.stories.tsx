import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountType, AuthTab } from '../../forms/validation';
import { authHandlers, defaultHandlers, fakePassword } from '../../testing/fakeSupabase';
import { expectHandledRequest, withFakeAuth } from '../../testing/storyAuth';
import { AuthForm, type AuthFormProps } from './AuthForm';

/** Keeps tab and account type in story state, as the app keeps them in the URL. */
function ControlledAuthForm(args: AuthFormProps) {
  const [tab, setTab] = useState<AuthTab>(args.tab);
  const [accountType, setAccountType] = useState<AccountType>(args.accountType);
  return (
    <AuthForm
      {...args}
      tab={tab}
      accountType={accountType}
      onTabChange={(next) => {
        setTab(next);
        args.onTabChange(next);
      }}
      onAccountTypeChange={(next) => {
        setAccountType(next);
        args.onAccountTypeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Auth/AuthForm',
  component: AuthForm,
  decorators: [withFakeAuth],
  render: (args) => <ControlledAuthForm {...args} />,
  args: {
    tab: 'signin',
    accountType: 'consumer',
    onTabChange: fn(),
    onAccountTypeChange: fn(),
    onSuccess: fn(),
  },
  argTypes: {
    tab: { control: 'inline-radio', options: ['signin', 'signup'] },
    accountType: { control: 'inline-radio', options: ['consumer', 'business'] },
  },
  parameters: { msw: { handlers: defaultHandlers() }, auth: { user: null } },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** A notification with this text, once it has finished sliding in (found by its text, then waited on, never timed). */
async function expectToast(text: string) {
  const toast = await page().findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(toast).toBeVisible());
}

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
};

export const SignInSucceeds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), fakePassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast("You've been signed in successfully.");
    await expectHandledRequest('POST', '/auth/v1/token', 200);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};

export const SignUpConsumer: Story = {
  args: { tab: 'signup', accountType: 'consumer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Consumer/ })).toBeChecked();
    await expect(canvas.getByLabelText(/Phone/)).toBeVisible();
    await expect(canvas.queryByLabelText('Business name')).not.toBeInTheDocument();
  },
};

export const SignUpBusiness: Story = {
  args: { tab: 'signup', accountType: 'business' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Business name')).toBeVisible();
    await expect(canvas.getByLabelText('Company number')).toBeVisible();
    await expect(canvas.getByLabelText('Country')).toBeVisible();
    await expect(canvas.queryByLabelText(/Phone/)).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  args: { tab: 'signup', accountType: 'business' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = canvas.getByRole('region', { name: /There is a problem/ });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole('link', { name: 'Enter your business name' })).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  args: { tab: 'signup' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), fakePassword);
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'something-else');
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeDisabled();
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: { auth: authHandlers({ signIn: 'slow' }) } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), fakePassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const busy = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Busy, not disabled: focus stays on the button the press left it on.
    await expect(busy).toHaveFocus();
  },
};

async function fillSignUp(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), fakePassword);
  await userEvent.type(canvas.getByLabelText('Confirm password'), fakePassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const CreatingAccount: Story = {
  args: { tab: 'signup' },
  parameters: { msw: { handlers: { auth: authHandlers({ signUp: 'slow' }) } } },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    const busy = await canvas.findByRole('button', { name: 'Creating account...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
  },
};

export const CheckYourEmail: Story = {
  args: { tab: 'signup' },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    const heading = await canvas.findByRole('heading', { name: 'Check Your Email' });
    await waitFor(() => expect(heading).toBeVisible());
    await expectToast('Account created!');
    await expect(canvas.getByRole('button', { name: 'try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
  },
};

export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: { auth: authHandlers({ signIn: 'invalidCredentials' }) } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const summary = await canvas.findByRole('region', { name: /There is a problem/ });
    await expect(summary).toHaveTextContent('Invalid email or password. Please check your credentials.');
    await expectToast('Sign in failed');
  },
};

export const AccountExists: Story = {
  args: { tab: 'signup' },
  parameters: { msw: { handlers: { auth: authHandlers({ signUp: 'alreadyRegistered' }) } } },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    const summary = await canvas.findByRole('region', { name: /There is a problem/ });
    await expect(summary).toHaveTextContent('This email is already registered. Please sign in instead.');
  },
};

export const WeakPassword: Story = {
  args: { tab: 'signup' },
  parameters: { msw: { handlers: { auth: authHandlers({ signUp: 'weakPassword' }) } } },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters/),
    );
  },
};

async function requestResetLink(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Send reset link' }));
}

/** Forgot password: the reset form, with the address typed on the sign-in form carried over. */
export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(await canvas.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('mia.jansen@example.com');
  },
};

/** The server accepted the reset request: the reset link sent notice. */
export const ResetLinkSent: Story = {
  play: async ({ canvas }) => {
    await requestResetLink(canvas);
    await expect(await canvas.findByText(/We sent a password reset link to/)).toBeVisible();
    await expectHandledRequest('POST', '/auth/v1/recover', 200);
  },
};

/** The server refused the reset request (its email rate limit): its message, in the form's error summary. */
export const ResetLinkFailed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers({ recover: 'rateLimited' }) } } },
  play: async ({ canvas }) => {
    await requestResetLink(canvas);
    const summary = await canvas.findByRole('region', { name: /There is a problem/ });
    await expect(summary).toHaveTextContent(/you can only request this after 56 seconds/);
    await expectHandledRequest('POST', '/auth/v1/recover', 429);
  },
};

/** Sign-up refused by the server for another reason than the ones the form knows: the server's own message. */
export const SignUpFailed: Story = {
  name: 'Sign-up Failed (Server Message)',
  args: { tab: 'signup' },
  parameters: { msw: { handlers: { auth: authHandlers({ signUp: 'disabled' }) } } },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    const summary = await canvas.findByRole('region', { name: /There is a problem/ });
    await expect(summary).toHaveTextContent('Signups not allowed for this instance');
    await expectToast('Sign up failed');
    await expectHandledRequest('POST', '/auth/v1/signup', 422);
  },
};

/** Opened from a password-reset email link: supabase-js signs the user in from the link and the form asks for a new password. */
export const SetNewPassword: Story = {
  parameters: { auth: { user: null, openedFrom: 'recovery' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Set a new password' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm new password')).toBeVisible();
    await expectHandledRequest('GET', '/auth/v1/user', 200);
  },
};

/** Saving a new password the server refuses (the same as the old one): its message on the form. */
export const SetNewPasswordFailed: Story = {
  parameters: {
    auth: { user: null, openedFrom: 'recovery' },
    msw: { handlers: { auth: authHandlers({ updateUser: 'samePassword' }) } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password', {}, { timeout: 10_000 }), fakePassword);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), fakePassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(/different from the old password/),
    );
    await expectHandledRequest('PUT', '/auth/v1/user', 422);
  },
};
