import { LocaleProvider } from '@ardena/ui';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../provider/AuthProvider';
import {
  authHandlers,
  businessProfile,
  businessUser,
  fakeClient,
  metricsHandlers,
  profileHandlers,
  sampleMetrics,
} from '../../testing/fakeSupabase';
import { BusinessPortal } from './BusinessPortal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => fakeClient(businessUser));
  return (
    <AuthProvider client={client} notify={() => {}}>
      {children}
    </AuthProvider>
  );
}

describe('BusinessPortal figures', { timeout: 20_000 }, () => {
  it('formats revenue and counts in the LocaleProvider’s locale and currency', async () => {
    server.use(...authHandlers(), ...profileHandlers(businessProfile), ...metricsHandlers(sampleMetrics));
    render(
      <SignedIn>
        <LocaleProvider locale="de-DE" currency="EUR">
          <BusinessPortal />
        </LocaleProvider>
      </SignedIn>,
    );
    // The metrics arrive after the session and the profile; a slow machine needs more than findBy's 1 s.
    expect(await screen.findByText('184.250,40 €', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('1.284')).toBeInTheDocument();
    expect(screen.getByText('312')).toBeInTheDocument();
  });

  it('uses en-US and USD without a provider', async () => {
    server.use(...authHandlers(), ...profileHandlers(businessProfile), ...metricsHandlers(sampleMetrics));
    render(
      <SignedIn>
        <BusinessPortal />
      </SignedIn>,
    );
    expect(await screen.findByText('$184,250.40', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('1,284')).toBeInTheDocument();
  });

  it('names a stored country code in the locale, and keeps a country written out as it is', async () => {
    server.use(
      ...authHandlers(),
      ...profileHandlers({ ...businessProfile, country: 'DE' }),
      ...metricsHandlers(sampleMetrics),
    );
    render(
      <SignedIn>
        <LocaleProvider locale="de-DE" currency="EUR">
          <BusinessPortal />
        </LocaleProvider>
      </SignedIn>,
    );
    expect(await screen.findByText('Deutschland', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('BusinessPortal without data', { timeout: 20_000 }, () => {
  it('offers an action on every Getting Started step', async () => {
    server.use(...authHandlers(), ...profileHandlers(businessProfile), ...metricsHandlers(null));
    render(
      <SignedIn>
        <BusinessPortal />
      </SignedIn>,
    );
    const buttons = await screen.findAllByRole('button', { name: /^Start Setup: / }, { timeout: 10_000 });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Start Setup: Complete your business verification',
      'Start Setup: Set up payment processing',
      'Start Setup: Configure your settlement account',
      'Start Setup: Integrate our APIs or checkout',
    ]);
  });
});
