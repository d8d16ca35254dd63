import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountType, AuthTab } from '../../forms/validation';
import { authHandlers, defaultHandlers, fakePassword } from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
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
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled(), { timeout: 5000 });
    await expect(await page().findByText("You've been signed in successfully.")).toBeVisible();
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
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
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
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const CheckYourEmail: Story = {
  args: { tab: 'signup' },
  play: async ({ canvas }) => {
    await fillSignUp(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(await page().findByText('Account created!')).toBeVisible();
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
    await expect(await page().findByText('Sign in failed')).toBeVisible();
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

export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'mia.jansen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/We sent a password reset link to/)).toBeVisible();
  },
};
