import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../provider/AuthProvider';
import { fakePasskeyBrowser, passkeyHandlers } from '../../testing/fakePasskeys';
import { consumerUser, defaultHandlers, fakeClient } from '../../testing/fakeSupabase';
import { PasskeyManager } from './PasskeyManager';

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

function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => fakeClient(consumerUser));
  return (
    <AuthProvider client={client} notify={() => {}} emailRedirectTo="http://localhost/">
      {children}
    </AuthProvider>
  );
}

const handlers = (options?: Parameters<typeof passkeyHandlers>[0]) =>
  Object.values({ ...defaultHandlers(), passkeys: passkeyHandlers(options) }).flat();

describe('PasskeyManager', { timeout: 20_000 }, () => {
  it('lists the passkeys, adds one, renames and removes it', async () => {
    server.use(...handlers());
    const user = userEvent.setup();
    render(
      <SignedIn>
        <PasskeyManager browser={fakePasskeyBrowser('ok')} locale="en-GB" timeZone="UTC" />
      </SignedIn>,
    );
    expect(await screen.findByText('iCloud Keychain', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Added 10 Feb 2026 · Last used 2 Mar 2026/)).toBeInTheDocument();

    await user.click(await enabledButton('Add a passkey'));
    expect(await screen.findByText(/Passkey added/)).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Rename Passkey' }));
    const name = screen.getByLabelText('Passkey name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Passkey name')).toHaveAccessibleDescription(/Enter a name/);
    await user.type(screen.getByLabelText('Passkey name'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    const item = screen.getByText(/Remove “Work laptop”\?/).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(screen.queryByText('Work laptop')).not.toBeInTheDocument();
  });

  it('says when adding was cancelled, when the browser has no passkeys, and when a passkey no longer exists', async () => {
    server.use(...handlers({ gone: true }));
    const user = userEvent.setup();
    const { unmount } = render(
      <SignedIn>
        <PasskeyManager browser={fakePasskeyBrowser('cancelled')} />
      </SignedIn>,
    );
    await user.click(await enabledButton('Add a passkey'));
    expect(await screen.findByText(/No passkey was added/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove iCloud Keychain' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/This passkey no longer exists/)).toBeInTheDocument();
    unmount();
    render(
      <SignedIn>
        <PasskeyManager browser={fakePasskeyBrowser('unsupported')} />
      </SignedIn>,
    );
    expect(await screen.findByText(/Passkeys are not available here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  });

  it('shows a load failure with a way to try again, and the empty state', async () => {
    server.use(...handlers({ list: 'error' }));
    const { unmount } = render(
      <SignedIn>
        <PasskeyManager browser={fakePasskeyBrowser('ok')} />
      </SignedIn>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your passkeys could not be loaded.');
    unmount();
    server.use(...handlers({ list: [] }));
    render(
      <SignedIn>
        <PasskeyManager browser={fakePasskeyBrowser('ok')} />
      </SignedIn>,
    );
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });
});
