import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../locale';
import { sampleTransactions } from './sampleTransactions';
import { type Transaction, TransactionTable } from './TransactionTable';
import type { TransactionTableLabelOverrides } from './transactionTableLabels';

const germanLabels: TransactionTableLabelOverrides = {
  caption: 'Umsätze',
  columns: { date: 'Datum', merchant: 'Händler', description: 'Beschreibung', type: 'Art', amount: 'Betrag' },
  credit: 'Gutschrift',
  debit: 'Lastschrift',
  noDescription: 'k. A.',
  pagination: 'Umsatzseiten',
  showing: '{first}–{last} von {total}',
  page: 'Seite {page} von {pages}',
  previous: 'Zurück',
  next: 'Weiter',
};

const euroRows: Transaction[] = [
  {
    id: 'e-1',
    date: '2024-12-15T14:30:00Z',
    counterparty: 'Bäckerei Schmidt',
    description: 'Frühstück',
    direction: 'debit',
    amount: 4.5,
    currency: 'EUR',
  },
  {
    id: 'e-2',
    date: '2024-12-14T09:05:00Z',
    counterparty: 'Acme Payroll',
    description: null,
    direction: 'credit',
    amount: 3250,
    currency: 'EUR',
  },
];

// Intl separates number and symbol with a no-break space; compare texts with plain spaces.
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');
const rowCells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);

describe('TransactionTable', () => {
  it('shows each transaction by default with en-US date in UTC, signed USD amount, type in words and N/A descriptions', () => {
    render(<TransactionTable transactions={sampleTransactions} />);
    const table = screen.getByRole('table', { name: 'Transaction History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (index: number) =>
      within(rows[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      'Dec 15, 2024, 02:30 PM',
      'Nordic Coffee Roasters',
      'Subscription renewal',
      'Debit',
      '-$24.50',
    ]);
    expect(cells(1)).toEqual(['Dec 14, 2024, 09:05 AM', 'Acme Payroll', 'Salary December', 'Credit', '+$3,250.00']);
    expect(cells(2)?.[2]).toBe('N/A');
    expect(cells(2)?.[4]).toBe('-$7.80');
    expect(cells(3)?.[2]).toBe('N/A');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Merchant', 'Description', 'Type', 'Amount']);
  });

  it('shows the empty state when there are no transactions', () => {
    render(<TransactionTable transactions={[]} emptyAction={<a href="mailto:team@example.com">Contact Us</a>} />);
    expect(screen.getByRole('heading', { name: 'No Transactions Yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('is busy with placeholder rows while loading', () => {
    render(<TransactionTable transactions={[]} status="loading" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    expect(screen.queryByText('No Transactions Yet')).not.toBeInTheDocument();
  });

  it('announces a load failure and offers a retry', async () => {
    const onRetry = vi.fn();
    render(<TransactionTable transactions={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages forward and back, disabling the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <TransactionTable
        transactions={sampleTransactions}
        pagination={{ page: 1, pageSize: 4, total: 10, onPageChange }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(nav).toHaveTextContent('Showing 1–4 of 10');
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(
      <TransactionTable
        transactions={sampleTransactions.slice(0, 2)}
        pagination={{ page: 3, pageSize: 4, total: 10, onPageChange }}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 9–10 of 10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows German amounts in each row’s currency, German dates and German headers under a LocaleProvider', () => {
    render(
      <LocaleProvider locale="de-DE" timeZone="Europe/Berlin">
        <TransactionTable transactions={euroRows} labels={germanLabels} />
      </LocaleProvider>,
    );
    const table = screen.getByRole('table', { name: 'Umsätze' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Datum',
      'Händler',
      'Beschreibung',
      'Art',
      'Betrag',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rowCells(first as HTMLElement)).toEqual([
      '15. Dez. 2024, 15:30',
      'Bäckerei Schmidt',
      'Frühstück',
      'Lastschrift',
      '-4,50 €',
    ]);
    expect(rowCells(second as HTMLElement)).toEqual([
      '14. Dez. 2024, 10:05',
      'Acme Payroll',
      'k. A.',
      'Gutschrift',
      '+3.250,00 €',
    ]);
    expect(screen.getByText('-4,50 €')).toBeInTheDocument();
  });

  it('keeps each row’s currency in any locale, and uses the table’s currency for rows without one', () => {
    const mixed: Transaction[] = [
      { ...(euroRows[0] as Transaction), id: 'eur' },
      { ...(euroRows[0] as Transaction), id: 'gbp', currency: 'GBP' },
      { ...(euroRows[0] as Transaction), id: 'none', currency: undefined },
    ];
    const { rerender } = render(<TransactionTable transactions={mixed} locale="en-US" currency="CHF" />);
    const amounts = () =>
      screen
        .getAllByRole('cell')
        .filter((_, index) => index % 5 === 4)
        .map(text);
    expect(amounts()).toEqual(['-€4.50', '-£4.50', '-CHF 4.50']);
    rerender(<TransactionTable transactions={mixed} locale="en-GB" />);
    expect(amounts()).toEqual(['-€4.50', '-£4.50', '-US$4.50']);
  });

  it('lets a component prop win over the LocaleProvider', () => {
    render(
      <LocaleProvider locale="de-DE" timeZone="Europe/Berlin" currency="EUR">
        <TransactionTable transactions={sampleTransactions.slice(0, 1)} locale="en-US" timeZone="UTC" />
      </LocaleProvider>,
    );
    expect(rowCells(screen.getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Dec 15, 2024, 02:30 PM',
      'Nordic Coffee Roasters',
      'Subscription renewal',
      'Debit',
      '-€24.50',
    ]);
  });

  it('pages in German with German numbers', () => {
    render(
      <LocaleProvider locale="de-DE">
        <TransactionTable
          transactions={euroRows}
          labels={germanLabels}
          pagination={{ page: 1, pageSize: 2, total: 2400, onPageChange: () => {} }}
        />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Umsatzseiten' });
    expect(nav).toHaveTextContent('1–2 von 2.400');
    expect(nav).toHaveTextContent('Seite 1 von 1.200');
    expect(within(nav).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });

  describe('whatever the environment’s time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it('renders the same HTML, so a server in UTC and a browser in New York hydrate alike', () => {
      const page = (
        <LocaleProvider locale="en-US">
          <TransactionTable transactions={sampleTransactions} />
        </LocaleProvider>
      );
      process.env.TZ = 'UTC';
      const onServer = renderToString(page);
      process.env.TZ = 'America/New_York';
      expect(new Date('2024-12-15T14:30:00Z').getHours()).toBe(9);
      const inBrowser = renderToString(page);
      expect(inBrowser).toBe(onServer);
      expect(inBrowser).toContain('Dec 15, 2024, 02:30 PM');
    });
  });
});
