import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleTransactions } from './sampleTransactions';
import { TransactionTable } from './TransactionTable';

describe('TransactionTable', () => {
  it('shows each transaction with en-US date, signed USD amount, type in words and N/A descriptions', () => {
    render(<TransactionTable transactions={sampleTransactions} timeZone="UTC" />);
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

  it('labels every cell with its column for the stacked small-screen layout', () => {
    render(<TransactionTable transactions={sampleTransactions.slice(0, 1)} />);
    expect(screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Date',
      'Merchant',
      'Description',
      'Type',
      'Amount',
    ]);
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
});
