// A team in Germany: amounts in each row's currency and dates in Berlin time through @ardena/ui's LocaleProvider,
// headers and texts through the table's typed labels (ui README, "Locale, currency and time zone" and "Texts").
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
