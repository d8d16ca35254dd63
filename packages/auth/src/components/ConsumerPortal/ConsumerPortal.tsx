import { consumerPortalCopy, portalCopy } from '@ardena/content';
import { Button, Heading, Link, PortalHeader, Text, TransactionTable } from '@ardena/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { transactionsPageSize, useAuth, useTransactions } from '../../provider/hooks';
import * as styles from './ConsumerPortal.css';
import { transactionsCsvFileName, transactionsToCsv } from './transactionsCsv';

const contactAction = consumerPortalCopy.missingTransaction.action;
// The copy types the action as any Action; this one is always a mail link.
const contactHref = 'href' in contactAction ? contactAction.href : undefined;

export interface ConsumerPortalProps {
  /** Called after a successful sign-out; the app navigates away (the portal itself renders nothing then). */
  onSignedOut?: () => void;
  /** Time zone for transaction dates; the browser's by default. Stories and tests pin it. */
  timeZone?: string;
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
 * the server (25 per page) with a CSV download of the visible rows, and the missing-transaction mail link.
 * Render it inside `AuthProvider`, behind `PortalGuard`.
 */
export function ConsumerPortal({ onSignedOut, timeZone, initialPage = 1 }: ConsumerPortalProps) {
  const { user, profile, signOut } = useAuth();
  const [page, setPage] = useState(initialPage);
  const [signingOut, setSigningOut] = useState(false);
  const transactions = useTransactions({ page, pageSize: transactionsPageSize });
  const fullName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const email = profile?.email ?? user?.email ?? '';
  const copy = consumerPortalCopy.transactions;

  async function handleSignOut() {
    setSigningOut(true);
    const result = await signOut();
    setSigningOut(false);
    if (result.ok) onSignedOut?.();
  }

  const status = transactions.loading ? 'loading' : transactions.error ? 'error' : 'ready';

  return (
    <div className={styles.root}>
      <PortalHeader
        portalLabel={consumerPortalCopy.badge}
        name={fullName || email}
        details={fullName ? [email] : []}
        onSignOut={handleSignOut}
        signOutLabel={portalCopy.signOut}
        signingOutLabel={signingOut ? 'Signing out...' : undefined}
      />
      <div className={styles.intro}>
        <Heading level={1}>{portalCopy.welcome(profile?.first_name)}</Heading>
        <Text tone="muted">{consumerPortalCopy.subtitle}</Text>
      </div>
      <section className={styles.history} aria-labelledby="consumer-portal-history">
        <div className={styles.historyHeader}>
          <div>
            <Heading level={2} size="lg" id="consumer-portal-history">
              {copy.title}
            </Heading>
            <Text tone="muted" size="sm">
              {copy.description}
            </Text>
          </div>
          <Button
            variant="outline"
            size="sm"
            startIcon={<Download size="1em" />}
            disabled={status !== 'ready' || transactions.rows.length === 0}
            onClick={() => downloadText(transactionsToCsv(transactions.rows), transactionsCsvFileName(page))}
          >
            Download CSV
          </Button>
        </div>
        <TransactionTable
          transactions={transactions.rows}
          status={status}
          caption={copy.title}
          errorMessage="Failed to load transactions"
          onRetry={transactions.reload}
          emptyTitle={copy.empty.title}
          emptyDescription={copy.empty.description}
          timeZone={timeZone}
          pagination={
            transactions.total > transactionsPageSize
              ? { page, pageSize: transactionsPageSize, total: transactions.total, onPageChange: setPage }
              : undefined
          }
        />
      </section>
      <Text className={styles.missing}>
        {consumerPortalCopy.missingTransaction.prompt} <Link href={contactHref}>{contactAction.label}</Link>
      </Text>
    </div>
  );
}
