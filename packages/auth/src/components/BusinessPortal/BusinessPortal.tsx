import {
  ConfirmationDialog,
  EmptyState,
  formatCount,
  formatMoney,
  Heading,
  Skeleton,
  Text,
  useLocale,
} from '@ardena/ui';
import {
  AccountHeader,
  CompanyInfoCard,
  GettingStartedList,
  MetricCard,
  QuickActions,
  toMetricStatus,
} from '@ardena/ui/patterns';
import { Banknote, Code, CreditCard, Layers, LineChart, Receipt, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type BusinessMetrics, submitSetupRequest } from '../../data/accountApi';
import { countryName } from '../../forms/countries';
import { accountDetailsId } from '../../guards/portalRedirect';
import { useAuth, useBusinessMetrics } from '../../provider/hooks';
import * as styles from './BusinessPortal.css';
import { type BusinessPortalLabels, defaultBusinessPortalLabels } from './businessPortalLabels';

export interface BusinessPortalProps {
  /** Overrides of the English texts (each top-level key replaces the default's). */
  labels?: Partial<BusinessPortalLabels>;
  /** Level of the page heading (the welcome line); section headings follow from it. Default 1. */
  headingLevel?: 1 | 2;
  /** Called after a successful sign-out; the app navigates away. */
  onSignedOut?: () => void;
  /** Locale of the figures; the `LocaleProvider`'s (`en-US` without one) by default. */
  locale?: string;
  /** Currency of the revenue figure; the `LocaleProvider`'s (`USD` without one) by default. */
  currency?: string;
}

const metricIcons: Record<keyof BusinessPortalLabels['metrics'], ReactNode> = {
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

function metricValue(
  metrics: BusinessMetrics,
  key: 'totalRevenue' | 'transactions' | 'activeCustomers',
  { locale, currency }: { locale: string; currency: string },
): string {
  return key === 'totalRevenue'
    ? formatMoney(metrics.totalRevenue, { locale, currency })
    : formatCount(metrics[key], locale);
}

/**
 * The business portal: header with the Business Portal badge, metrics from `business_metrics()` (or the
 * No Business Data Available state with a Getting Started list), quick actions that record a setup request and
 * confirm it in a dialog, and the Company Information card. Render it inside `AuthProvider`, behind `PortalGuard`.
 */
type MetricKey = keyof BusinessPortalLabels['metrics'];
const metricKeys: readonly MetricKey[] = ['totalRevenue', 'transactions', 'activeCustomers', 'settlementStatus'];
type Level = 1 | 2 | 3 | 4 | 5 | 6;

export function BusinessPortal({
  labels: labelOverrides,
  headingLevel = 1,
  onSignedOut,
  locale,
  currency,
}: BusinessPortalProps) {
  const figures = useLocale({ locale, currency });
  const labels = { ...defaultBusinessPortalLabels, ...labelOverrides };
  const sectionLevel = (headingLevel + 1) as Level;
  const metricsHeadingId = useId();
  const actionsHeadingId = useId();
  const { user, profile, signOut, client, notify } = useAuth();
  const { metrics, loading } = useBusinessMetrics();
  const [signingOut, setSigningOut] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const businessName = profile?.business_name?.trim() || labels.businessNameFallback;
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
      notify({ title: labels.setupRequestFailed, description: error.message, variant: 'destructive' });
      return;
    }
    setDialogOpen(true);
  }

  // Every step can be started on its own: each records a setup request for its topic, like the quick actions.
  const steps = labels.gettingStartedSteps.map((title, index) => ({
    id: `step-${index + 1}`,
    title,
    actionLabel: labels.gettingStartedAction,
  }));

  return (
    <div className={styles.root}>
      <AccountHeader
        id={accountDetailsId}
        portalLabel={labels.badge}
        name={businessName}
        details={[contactName, email].filter(Boolean)}
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

      <section aria-labelledby={metricsHeadingId} className={styles.section} aria-busy={loading || undefined}>
        <Heading level={sectionLevel} size="lg" id={metricsHeadingId}>
          {labels.overviewTitle}
        </Heading>
        {loading ? (
          <div className={styles.metrics}>
            {metricKeys.map((key) => (
              <Skeleton key={key} height="7rem" />
            ))}
          </div>
        ) : metrics ? (
          <div className={styles.metrics}>
            {metricKeys.map((key) =>
              key === 'settlementStatus' ? (
                <MetricCard
                  key={key}
                  label={labels.metrics[key].label}
                  labels={labels.metrics.settlementStatus.states}
                  status={toMetricStatus(metrics.settlementStatus)}
                  icon={metricIcons[key]}
                />
              ) : (
                <MetricCard
                  key={key}
                  label={labels.metrics[key].label}
                  value={metricValue(metrics, key, figures)}
                  change={labels.metrics[key].change}
                  icon={metricIcons[key]}
                />
              ),
            )}
          </div>
        ) : (
          <EmptyState
            title={labels.emptyTitle}
            description={labels.emptyDescription}
            headingLevel={(sectionLevel + 1) as 3 | 4}
          >
            <div className={styles.gettingStarted}>
              <Heading level={(sectionLevel + 2) as Level} size="sm">
                {labels.gettingStartedTitle}
              </Heading>
              <GettingStartedList steps={steps} onAction={(step) => void requestSetup(step.title)} />
            </div>
          </EmptyState>
        )}
      </section>

      <div className={styles.columns}>
        <section aria-labelledby={actionsHeadingId} className={styles.section}>
          <Heading level={sectionLevel} size="lg" id={actionsHeadingId}>
            {labels.quickActionsTitle}
          </Heading>
          <QuickActions
            actions={labels.quickActions.map((item) => ({
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
            title={labels.companyInformationTitle}
            businessName={profile.business_name}
            companyNumber={profile.company_number}
            country={profile.country ? countryName(profile.country, figures.locale) : profile.country}
            contactName={contactName || null}
            email={email || null}
          />
        ) : null}
      </div>

      <ConfirmationDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={labels.setupRequestedTitle}
        description={labels.setupRequestedDescription}
        acknowledgeLabel={labels.setupRequestedDismiss}
      />
    </div>
  );
}
