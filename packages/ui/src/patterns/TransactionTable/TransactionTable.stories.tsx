import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../../components/Link';
import { Text } from '../../components/Text';
import { sampleTransactions } from './sampleTransactions';
import { type Transaction, TransactionTable, transactionTableStatuses } from './TransactionTable';

const meta = {
  title: 'Account/TransactionTable',
  component: TransactionTable,
  args: { transactions: sampleTransactions, timeZone: 'UTC', onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: transactionTableStatuses } },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Populated: credits and debits, one without a description. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transaction History' });
    await expect(within(table).getByText('+$3,250.00')).toBeVisible();
    await expect(within(table).getByText('-$24.50')).toBeVisible();
    await expect(within(table).getByText('Dec 15, 2024, 02:30 PM')).toBeVisible();
    await expect(within(table).getAllByText('N/A')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No transactions yet: the default heading and sentence, and the product's contact line (a themed `Link`). */
export const Empty: Story = {
  args: {
    transactions: [],
    emptyAction: (
      <Text size="sm" tone="muted">
        Transaction missing? <Link href="mailto:team@example.com">Contact Us</Link>
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Transactions Yet' })).toBeVisible();
    await expect(canvas.getByText('When you make or receive a payment, it will appear here.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    // The theme's link colour, not the browser's default blue (rgb(0, 0, 238)).
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load transactions');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const manyTransactions: Transaction[] = Array.from({ length: 12 }, (_, index) => {
  const source = sampleTransactions[index % sampleTransactions.length] as Transaction;
  const day = String(28 - index).padStart(2, '0');
  return { ...source, id: `p-${index}`, date: `2024-11-${day}T10:00:00Z` };
});

function PagedTable() {
  const pageSize = 5;
  const [page, setPage] = useState(1);
  return (
    <TransactionTable
      timeZone="UTC"
      transactions={manyTransactions.slice((page - 1) * pageSize, page * pageSize)}
      pagination={{ page, pageSize, total: manyTransactions.length, onPageChange: setPage }}
    />
  );
}

/** Pagination: Previous and Next move through pages of five. */
export const Paging: Story = {
  render: () => <PagedTable />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Transaction pages' });
    await expect(nav).toHaveTextContent('Showing 1–5 of 12');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(nav).toHaveTextContent('Showing 11–12 of 12');
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

/** German locale, Berlin time and euro rows: amounts in each row's currency, headers and words from `labels`. */
export const GermanEuro: Story = {
  args: {
    locale: 'de-DE',
    timeZone: 'Europe/Berlin',
    transactions: sampleTransactions.map((transaction) => ({ ...transaction, currency: 'EUR' })),
    labels: {
      caption: 'Umsätze',
      columns: { date: 'Datum', merchant: 'Händler', description: 'Beschreibung', type: 'Art', amount: 'Betrag' },
      credit: 'Gutschrift',
      debit: 'Lastschrift',
      noDescription: 'k. A.',
    },
    lang: 'de',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Umsätze' });
    await expect(within(table).getByRole('columnheader', { name: 'Betrag' })).toBeVisible();
    await expect(within(table).getByText('-24,50 €')).toBeVisible();
    await expect(within(table).getByText('+3.250,00 €')).toBeVisible();
    await expect(within(table).getByText('15. Dez. 2024, 15:30')).toBeVisible();
  },
};
