import { LocaleProvider } from '@ardena/ui';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../provider/AuthProvider';
import {
  authHandlers,
  consumerProfile,
  consumerUser,
  fakeClient,
  profileHandlers,
  sampleTransactions,
  transactionHandlers,
} from '../../testing/fakeSupabase';
import { ConsumerPortal } from './ConsumerPortal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function SignedIn({ children }: { children: ReactNode }) {
  const [client] = useState(() => fakeClient(consumerUser));
  return (
    <AuthProvider client={client} notify={() => {}}>
      {children}
    </AuthProvider>
  );
}

const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

describe('ConsumerPortal in German', { timeout: 20_000 }, () => {
  it('shows the history in euros, Berlin time and German words from the LocaleProvider and labels', async () => {
    const rows = sampleTransactions(2).map((row) => ({ ...row, currency: 'EUR' }));
    server.use(...authHandlers(), ...profileHandlers(consumerProfile), ...transactionHandlers(rows));
    render(
      <SignedIn>
        <LocaleProvider locale="de-DE" timeZone="Europe/Berlin">
          <ConsumerPortal
            labels={{
              historyTitle: 'Umsätze',
              table: {
                columns: {
                  date: 'Datum',
                  merchant: 'Händler',
                  description: 'Beschreibung',
                  type: 'Art',
                  amount: 'Betrag',
                },
                debit: 'Lastschrift',
              },
            }}
          />
        </LocaleProvider>
      </SignedIn>,
    );
    const table = await screen.findByRole('table', { name: 'Umsätze' }, { timeout: 10_000 });
    // Placeholder rows first; the data arrives after the session and the profile.
    await within(table).findByText('Albert Heijn', undefined, { timeout: 10_000 });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Datum',
      'Händler',
      'Beschreibung',
      'Art',
      'Betrag',
    ]);
    expect(within(firstRow).getAllByRole('cell').map(text)).toEqual([
      '20. Nov. 2026, 15:30',
      'Albert Heijn',
      'Card payment 1',
      'Lastschrift',
      '-12,50 €',
    ]);
  });
});
