import { Button, Heading, Link, Text } from '@ardena/ui';
import { AccountHeader, TransactionTable, type TransactionTableLabelOverrides } from '@ardena/ui/patterns';
import { Download } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { fetchAllTransactions } from '../../data/accountApi';
import { accountDetailsId } from '../../guards/portalRedirect';
import { notificationFor } from '../../notifications/notifications';
import { transactionsPageSize, useAuth, useTransactions } from '../../provider/hooks';
import * as styles from './ConsumerPortal.css';
import { tableTransactions } from './tableTransactions';
import { transactionsCsvFileName, transactionsToCsv } from './transactionsCsv';

/** Every text the consumer portal shows; `labels` overrides any of them. */
export interface ConsumerPortalLabels {
  /** The portal badge in the header. */
  badge: string;
  /** The page heading; the first name is absent while the profile loads or when it has none. */
  welcome: (firstName?: string | null) => string;
  subtitle: string;
  signOut: string;
  signingOut: string;
  historyTitle: string;
  historyDescription: string;
  downloadCsv: string;
  /** The download button while every transaction is read for the file. */
  preparingCsv: string;
  loadError: string;
  emptyTitle: string;
  emptyDescription: string;
  /** Text before the contact link (shown only with `contactHref`). */
  missingTransactionPrompt: string;
  contactLabel: string;
  /** The history table's other texts (column headers, credit and debit, page controls); see `@ardena/ui`. */
  table: TransactionTableLabelOverrides;
}

/** English defaults of `ConsumerPortalLabels`. */
export const defaultConsumerPortalLabels: ConsumerPortalLabels = {
  badge: 'Consumer Portal',
  welcome: (firstName) => `Welcome back, ${firstName?.trim() || 'User'}!`,
  subtitle: 'Here is an overview of your recent payments.',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  historyTitle: 'Transaction History',
  historyDescription: 'All payments, refunds and transfers on your account, newest first.',
  downloadCsv: 'Download CSV',
  preparingCsv: 'Preparing CSV...',
  loadError: 'Failed to load transactions',
  emptyTitle: 'No Transactions Yet',
  emptyDescription: 'When you make or receive a payment, it will appear here.',
  missingTransactionPrompt: 'Transaction missing?',
  contactLabel: 'Contact Us',
  table: {},
};

export interface ConsumerPortalProps {
  /** Overrides of the English texts. */
  labels?: Partial<ConsumerPortalLabels>;
  /** Where "Contact Us" under the history leads (a `mailto:` or a page); without it that line is not shown. */
  contactHref?: string;
  /** Prefix of the CSV file name: `acme` gives `acme-transactions.csv`; none gives `transactions.csv`. */
  csvFileNamePrefix?: string;
  /** Level of the page heading (the welcome line); the history heading is one level below. Default 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** Called after a successful sign-out; the app navigates away (the portal itself renders nothing then). */
  onSignedOut?: () => void;
  /** Time zone of transaction dates; the `LocaleProvider`'s (`UTC` without one) by default. */
  timeZone?: string;
  /** Locale of transaction dates and amounts; the `LocaleProvider`'s (`en-US` without one) by default. */
  locale?: string;
  /** The page shown first (1-based); the app may keep it in the URL. */
  initialPage?: number;
}

/** Saves `text` as a file through a temporary object URL (no server round trip). */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Revoke on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The consumer portal: header with the Consumer Portal badge, a welcome line, the transaction history paged on
 * the server (25 per page) with a CSV download of every transaction, and the missing-transaction mail link. Paging
 * moves focus (and the view) to the history's heading, so the new page is read from its top.
 * Render it inside `AuthProvider`, behind `PortalGuard`.
 */
export function ConsumerPortal({
  labels: labelOverrides,
  contactHref,
  csvFileNamePrefix,
  headingLevel = 1,
  onSignedOut,
  timeZone,
  locale,
  initialPage = 1,
}: ConsumerPortalProps) {
  const labels = { ...defaultConsumerPortalLabels, ...labelOverrides };
  const { client, user, profile, signOut, notify, messages } = useAuth();
  const [page, setPage] = useState(initialPage);
  const [signingOut, setSigningOut] = useState(false);
  const [exporting, setExporting] = useState(false);
  const historyHeadingId = useId();
  const historyHeadingRef = useRef<HTMLHeadingElement>(null);
  const transactions = useTransactions({ page, pageSize: transactionsPageSize });
  const tableRows = useMemo(() => tableTransactions(transactions.rows), [transactions.rows]);
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const email = profile?.email ?? user?.email ?? '';

  async function handleSignOut() {
    setSigningOut(true);
    const result = await signOut();
    setSigningOut(false);
    if (result.ok) onSignedOut?.();
  }

  function changePage(next: number) {
    setPage(next);
    // The pager sits under the table: without this the reader stays at the bottom of the new page.
    historyHeadingRef.current?.focus();
  }

  async function downloadAll() {
    if (!client) return;
    setExporting(true);
    try {
      const { data, error } = await fetchAllTransactions(client);
      if (error || !data) {
        console.error('Could not export transactions', error);
        notify(notificationFor({ kind: 'transactionsLoadFailed' }, messages));
        return;
      }
      downloadText(transactionsToCsv(data), transactionsCsvFileName(csvFileNamePrefix));
    } catch (error) {
      console.error('Could not export transactions', error);
      notify(notificationFor({ kind: 'transactionsLoadFailed' }, messages));
    } finally {
      setExporting(false);
    }
  }

  const status = transactions.loading ? 'loading' : transactions.error ? 'error' : 'ready';

  return (
    <div className={styles.root}>
      <AccountHeader
        id={accountDetailsId}
        portalLabel={labels.badge}
        name={fullName || email}
        details={fullName ? [email] : []}
        onSignOut={handleSignOut}
        signOutLabel={labels.signOut}
        signingOutLabel={signingOut ? labels.signingOut : undefined}
      />
      <div className={styles.intro}>
        <Heading level={headingLevel} size="xl">
          {labels.welcome(profile?.first_name)}
        </Heading>
        <Text tone="muted">{labels.subtitle}</Text>
      </div>
      <section className={styles.history} aria-labelledby={historyHeadingId}>
        <div className={styles.historyHeader}>
          <div>
            <Heading
              level={(headingLevel + 1) as 2 | 3 | 4 | 5 | 6}
              size="lg"
              id={historyHeadingId}
              ref={historyHeadingRef}
              tabIndex={-1}
            >
              {labels.historyTitle}
            </Heading>
            <Text tone="muted" size="sm">
              {labels.historyDescription}
            </Text>
          </div>
          <Button
            variant="outline"
            size="sm"
            startIcon={<Download size="1em" />}
            disabled={status !== 'ready' || transactions.rows.length === 0 || !client}
            loadingLabel={exporting ? labels.preparingCsv : undefined}
            onClick={() => void downloadAll()}
          >
            {labels.downloadCsv}
          </Button>
        </div>
        <TransactionTable
          transactions={tableRows}
          status={status}
          labels={labels.table}
          caption={labels.historyTitle}
          hideCaption
          errorMessage={labels.loadError}
          onRetry={transactions.reload}
          emptyTitle={labels.emptyTitle}
          emptyDescription={labels.emptyDescription}
          timeZone={timeZone}
          locale={locale}
          pagination={
            transactions.total > transactionsPageSize
              ? { page, pageSize: transactionsPageSize, total: transactions.total, onPageChange: changePage }
              : undefined
          }
        />
      </section>
      {contactHref ? (
        <Text className={styles.missing}>
          {labels.missingTransactionPrompt} <Link href={contactHref}>{labels.contactLabel}</Link>
        </Text>
      ) : null}
    </div>
  );
}
