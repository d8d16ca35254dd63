// A server component: a team in Germany renders the table with an explicit locale and time zone, so the server
// (in UTC) and a browser in any other zone produce the same text and hydrate without a mismatch.
import { LocaleProvider } from '@ardena/ui';
import { type Transaction, TransactionTable, type TransactionTableLabelOverrides } from '@ardena/ui/patterns';

const germanLabels: TransactionTableLabelOverrides = {
  caption: 'Letzte Umsätze',
  columns: { date: 'Datum', merchant: 'Händler', description: 'Beschreibung', type: 'Art', amount: 'Betrag' },
  credit: 'Gutschrift',
  debit: 'Lastschrift',
  noDescription: 'k. A.',
};

const euroTransactions: Transaction[] = [
  {
    id: 'de-1',
    date: '2024-12-15T14:30:00Z',
    counterparty: 'Bäckerei Schmidt',
    description: 'Frühstück',
    direction: 'debit',
    amount: 4.5,
    currency: 'EUR',
  },
  {
    id: 'de-2',
    date: '2024-12-14T09:05:00Z',
    counterparty: 'Acme GmbH',
    description: null,
    direction: 'credit',
    amount: 3250,
    currency: 'EUR',
  },
];

export function GermanStatement() {
  return (
    <section lang="de">
      <LocaleProvider locale="de-DE" timeZone="Europe/Berlin" currency="EUR">
        <TransactionTable transactions={euroTransactions} labels={germanLabels} />
      </LocaleProvider>
    </section>
  );
}
