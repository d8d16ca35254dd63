import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../provider/AuthProvider';
import { fakePasskeyBrowser, passkeyHandlers } from '../../testing/fakePasskeys';
import { authHandlers, consumerUser, fakeClient } from '../../testing/fakeSupabase';
import { SignInForm } from '../AuthForm/SignInForm';
import { PasskeySignIn } from './PasskeySignIn';

const server = setupServer();

/** A button once it can be used (controls wait for the client and the browser check). */
async function enabledButton(name: string) {
  const button = await screen.findByRole('button', { name }, { timeout: 10_000 });
  await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  return button;
}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Provider({ children }: { children: ReactNode }) {
  const [client] = useState(() => fakeClient());
  return (
    <AuthProvider client={client} notify={() => {}} emailRedirectTo="http://localhost/">
      {children}
    </AuthProvider>
  );
}

describe('PasskeySignIn', { timeout: 20_000 }, () => {
  it('signs in with the passkey the person picks and reports the session', async () => {
    server.use(...authHandlers(), ...passkeyHandlers());
    const onSuccess = vi.fn();
    render(
      <Provider>
        <PasskeySignIn browser={fakePasskeyBrowser('ok')} onSuccess={onSuccess} />
      </Provider>,
    );
    await userEvent.click(await enabledButton('Sign in with a passkey'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0].user.id).toBe(consumerUser.id);
  });

  it('says so when the prompt was cancelled, and when the passkey no longer belongs to an account', async () => {
    server.use(...authHandlers(), ...passkeyHandlers({ signIn: 'unknownPasskey' }));
    const { unmount } = render(
      <Provider>
        <PasskeySignIn browser={fakePasskeyBrowser('cancelled')} />
      </Provider>,
    );
    await userEvent.click(await enabledButton('Sign in with a passkey'));
    expect(await screen.findByText(/Passkey sign-in was cancelled/)).toBeInTheDocument();
    unmount();
    render(
      <Provider>
        <PasskeySignIn browser={fakePasskeyBrowser('ok')} />
      </Provider>,
    );
    await userEvent.click(await enabledButton('Sign in with a passkey'));
    expect(await screen.findByText(/not linked to an account here any more/)).toBeInTheDocument();
  });

  it('explains that the browser has no passkeys instead of offering the button', async () => {
    render(
      <Provider>
        <PasskeySignIn browser={fakePasskeyBrowser('unsupported')} />
      </Provider>,
    );
    expect(await screen.findByText(/Passkeys are not available here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('in SignInForm, marks the email field for passkey autofill and starts a conditional request', async () => {
    server.use(...authHandlers(), ...passkeyHandlers());
    const browser = fakePasskeyBrowser('ok', { autofill: true });
    const get = vi.spyOn(browser, 'get');
    render(
      <Provider>
        <SignInForm passkeys={{ browser }} />
      </Provider>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith(expect.anything(), 'conditional', expect.anything()));
  });
});
