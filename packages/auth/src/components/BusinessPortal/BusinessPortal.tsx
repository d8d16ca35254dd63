import { businessPortalCopy, portalCopy } from '@ardena/content';
import {
  CompanyInfoCard,
  ConfirmationDialog,
  EmptyState,
  GettingStartedList,
  Heading,
  MetricCard,
  PortalHeader,
  QuickActions,
  Skeleton,
  Text,
} from '@ardena/ui';
import { Banknote, Code, CreditCard, Layers, LineChart, Receipt, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type BusinessMetrics, submitSetupRequest } from '../../data/accountApi';
import { useAuth, useBusinessMetrics } from '../../provider/hooks';
import * as styles from './BusinessPortal.css';

export interface BusinessPortalProps {
  /** Called after a successful sign-out; the app navigates away. */
  onSignedOut?: () => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

const metricIcons: Record<(typeof businessPortalCopy.metrics)[number]['key'], ReactNode> = {
  totalRevenue: <Banknote size="1em" />,
  transactions: <Receipt size="1em" />,
  activeCustomers: <Users size="1em" />,
  settlementStatus: <RefreshCw size="1em" />,
};

const actionIcons: Record<string, ReactNode> = {
  'payment-processing': <CreditCard size="1em" />,
  settlement: <Layers size="1em" />,
  'api-integration': <Code size="1em" />,
  reporting: <LineChart size="1em" />,
};

function metricValue(metrics: BusinessMetrics, key: 'totalRevenue' | 'transactions' | 'activeCustomers'): string {
  return key === 'totalRevenue' ? usd.format(metrics.totalRevenue) : count.format(metrics[key]);
}

/**
 * The business portal: header with the Business Portal badge, metrics from `business_metrics()` (or the
 * No Business Data Available state with a Getting Started list), quick actions that record a setup request and
 * confirm it in a dialog, and the Company Information card. Render it inside `AuthProvider`, behind `PortalGuard`.
 */
export function BusinessPortal({ onSignedOut }: BusinessPortalProps) {
  const { user, profile, signOut, client, notify } = useAuth();
  const { metrics, loading } = useBusinessMetrics();
  const [signingOut, setSigningOut] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const businessName = profile?.business_name?.trim() || businessPortalCopy.businessNameFallback;
  const contactName = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const email = profile?.email ?? user?.email ?? '';

  async function handleSignOut() {
    setSigningOut(true);
    const result = await signOut();
    setSigningOut(false);
    if (result.ok) onSignedOut?.();
  }

  async function requestSetup(topic: string) {
    if (!client || !user) return;
    const { error } = await submitSetupRequest(client, user.id, topic);
    if (error) {
      console.error('Could not record the setup request', error);
      notify({ title: 'Request not sent', description: error.message, variant: 'destructive' });
      return;
    }
    setDialogOpen(true);
  }

  const steps = businessPortalCopy.gettingStarted.steps.map((title, index) => ({
    id: `step-${index + 1}`,
    title,
    actionLabel: index === 0 ? businessPortalCopy.gettingStarted.action.label : undefined,
  }));

  return (
    <div className={styles.root}>
      <PortalHeader
        portalLabel={businessPortalCopy.badge}
        name={businessName}
        details={[contactName, email].filter(Boolean)}
        onSignOut={handleSignOut}
        signOutLabel={portalCopy.signOut}
        signingOutLabel={signingOut ? 'Signing out...' : undefined}
      />
      <div className={styles.intro}>
        <Heading level={1}>{portalCopy.welcome(profile?.first_name)}</Heading>
        <Text tone="muted">{businessPortalCopy.subtitle}</Text>
      </div>

      <section aria-labelledby="business-portal-metrics" className={styles.section} aria-busy={loading || undefined}>
        <Heading level={2} size="lg" id="business-portal-metrics">
          Overview
        </Heading>
        {loading ? (
          <div className={styles.metrics}>
            {businessPortalCopy.metrics.map((metric) => (
              <Skeleton key={metric.key} height="7rem" />
            ))}
          </div>
        ) : metrics ? (
          <div className={styles.metrics}>
            {businessPortalCopy.metrics.map((metric) =>
              metric.key === 'settlementStatus' ? (
                <MetricCard
                  key={metric.key}
                  label={metric.label}
                  settlementStatus={metrics.settlementStatus}
                  icon={metricIcons[metric.key]}
                />
              ) : (
                <MetricCard
                  key={metric.key}
                  label={metric.label}
                  value={metricValue(metrics, metric.key)}
                  change={metric.changeText}
                  icon={metricIcons[metric.key]}
                />
              ),
            )}
          </div>
        ) : (
          <EmptyState
            title={businessPortalCopy.empty.title}
            description={businessPortalCopy.empty.description}
            headingLevel={3}
          >
            <div className={styles.gettingStarted}>
              <Heading level={4} size="sm">
                {businessPortalCopy.gettingStarted.title}
              </Heading>
              <GettingStartedList steps={steps} onAction={(step) => void requestSetup(step.title)} />
            </div>
          </EmptyState>
        )}
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="business-portal-actions" className={styles.section}>
          <Heading level={2} size="lg" id="business-portal-actions">
            {businessPortalCopy.quickActions.title}
          </Heading>
          <QuickActions
            actions={businessPortalCopy.quickActions.items.map((item) => ({
              id: item.id,
              label: item.label,
              description: item.description,
              icon: actionIcons[item.id],
            }))}
            onAction={(action) => void requestSetup(action.label)}
          />
        </section>
        {profile?.business_name ? (
          <CompanyInfoCard
            title={businessPortalCopy.companyInformation.title}
            businessName={profile.business_name}
            companyNumber={profile.company_number}
            country={profile.country}
            contactName={contactName || null}
            email={email || null}
          />
        ) : null}
      </div>

      <ConfirmationDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={businessPortalCopy.setupDialog.title}
        description={businessPortalCopy.setupDialog.description}
        acknowledgeLabel={businessPortalCopy.setupDialog.dismiss}
      />
    </div>
  );
}
