import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountTypeOption } from '../../forms/validation';
import { AuthProvider } from '../../provider/AuthProvider';
import { authHandlers, fakeClient, fakeConnection, fakePassword } from '../../testing/fakeSupabase';
import { CheckEmailNotice } from './CheckEmailNotice';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Provider({ children, notify = () => {} }: { children: ReactNode; notify?: () => void }) {
  const [client] = useState(() => fakeClient());
  return (
    <AuthProvider client={client} notify={notify} emailRedirectTo="http://localhost/">
      {children}
    </AuthProvider>
  );
}

describe('composable auth forms', { timeout: 20_000 }, () => {
  it('SignInForm takes other texts and validation messages, and has no forgot link unless asked', async () => {
    server.use(...authHandlers());
    const user = userEvent.setup();
    render(
      <Provider>
        <SignInForm
          headingLevel={1}
          labels={{ signInHeading: 'Log in', signInSubmit: 'Continue', fields: { email: 'Work email' } }}
          messages={{ emailMissing: 'We need your work email' }}
        />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: 'We need your work email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(/We need your work email/);
  });

  it('SignUpForm with one configured account type asks only for its fields and sends them as metadata', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${fakeConnection.url}/auth/v1/signup`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'new-user', email: 'ops@example.com', user_metadata: {} });
      }),
    );
    const partnerType: AccountTypeOption = {
      value: 'business',
      label: 'Partner',
      fields: ['businessName', 'phone'],
      optionalFields: ['phone'],
    };
    const onCheckEmail = vi.fn();
    const user = userEvent.setup();
    render(
      <Provider>
        <SignUpForm accountTypes={[partnerType]} onCheckEmail={onCheckEmail} />
      </Provider>,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('link', { name: 'Enter your business name' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /phone/i })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Business name'), ' Harbour Goods ');
    await user.type(screen.getByLabelText('Email'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), fakePassword);
    await user.type(screen.getByLabelText('Confirm password'), fakePassword);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() =>
      expect(onCheckEmail).toHaveBeenCalledWith(expect.objectContaining({ email: 'ops@example.com' })),
    );
    expect(bodies[0]).toMatchObject({ data: { userType: 'business', businessName: 'Harbour Goods' } });
    expect((bodies[0] as { data: object }).data).not.toHaveProperty('phone');
  });

  it('CheckEmailNotice offers try again only for a sign-up, and Back when given', async () => {
    const onTryAgain = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <CheckEmailNotice email="ada@example.com" reason="signUp" onTryAgain={onTryAgain} autoFocus />,
    );
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      'We sent a confirmation link to ada@example.com. Open it to activate your account, then sign in.',
    );
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Back to Sign In' })).not.toBeInTheDocument();
    rerender(<CheckEmailNotice email="ada@example.com" reason="passwordReset" onBack={() => {}} />);
    expect(screen.queryByRole('button', { name: 'try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Sign In' })).toBeInTheDocument();
  });
});
