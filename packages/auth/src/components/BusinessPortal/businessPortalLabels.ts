import type { MetricCardLabels } from '@ardena/ui/patterns';

/** A setup action the business portal offers; choosing one records a setup request. */
export interface BusinessQuickAction {
  id: string;
  label: string;
  description: string;
}

/** Every text the business portal shows; `labels` overrides any top-level key. */
export interface BusinessPortalLabels {
  badge: string;
  /** The page heading; the first name is absent while the profile loads or when it has none. */
  welcome: (firstName?: string | null) => string;
  subtitle: string;
  signOut: string;
  signingOut: string;
  /** Shown in the header when the profile has no business name. */
  businessNameFallback: string;
  overviewTitle: string;
  metrics: {
    totalRevenue: { label: string; change?: string };
    transactions: { label: string; change?: string };
    activeCustomers: { label: string; change?: string };
    /** `states` overrides the status card's texts (`@ardena/ui`'s `defaultMetricCardLabels`: Active, Pending, …). */
    settlementStatus: { label: string; states?: Partial<MetricCardLabels> };
  };
  emptyTitle: string;
  emptyDescription: string;
  gettingStartedTitle: string;
  gettingStartedSteps: readonly string[];
  /** The action on each getting-started step (its step's title is added for screen readers). */
  gettingStartedAction: string;
  quickActionsTitle: string;
  /** Icons come from the ids `payment-processing`, `settlement`, `api-integration` and `reporting`. */
  quickActions: readonly BusinessQuickAction[];
  companyInformationTitle: string;
  setupRequestedTitle: string;
  setupRequestedDescription: string;
  setupRequestedDismiss: string;
  /** Notification title when a setup request could not be recorded. */
  setupRequestFailed: string;
}

/** English defaults of `BusinessPortalLabels`. */
export const defaultBusinessPortalLabels: BusinessPortalLabels = {
  badge: 'Business Portal',
  welcome: (firstName) => `Welcome back, ${firstName?.trim() || 'User'}!`,
  subtitle: 'Your payments, settlements and customers at a glance.',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  businessNameFallback: 'Business Account',
  overviewTitle: 'Overview',
  metrics: {
    totalRevenue: { label: 'Total Revenue', change: '+20.1% from last month' },
    transactions: { label: 'Transactions', change: '+15.3% from last month' },
    activeCustomers: { label: 'Active Customers', change: '+8.2% from last month' },
    settlementStatus: { label: 'Settlement Status' },
  },
  emptyTitle: 'No Business Data Available',
  emptyDescription: 'Your metrics will appear here once your account is set up and processing payments.',
  gettingStartedTitle: 'Getting Started',
  gettingStartedSteps: [
    'Complete your business verification',
    'Set up payment processing',
    'Configure your settlement account',
    'Integrate our APIs or checkout',
  ],
  gettingStartedAction: 'Start Setup',
  quickActionsTitle: 'Quick Actions',
  quickActions: [
    {
      id: 'payment-processing',
      label: 'Set Up Payment Processing',
      description: 'Start accepting cards, wallets and bank payments.',
    },
    {
      id: 'settlement',
      label: 'Configure Settlements',
      description: 'Choose payout currency, schedule and bank account.',
    },
    {
      id: 'api-integration',
      label: 'Request API Integration',
      description: 'Get sandbox credentials and integration support.',
    },
    { id: 'reporting', label: 'Set Up Reporting', description: 'Schedule statements and reconciliation exports.' },
  ],
  companyInformationTitle: 'Company Information',
  setupRequestedTitle: 'Setup Request Submitted',
  setupRequestedDescription:
    'Thank you. A solution architect will contact you within 24 hours to help you complete your setup.',
  setupRequestedDismiss: 'Got it, thanks!',
  setupRequestFailed: 'Request not sent',
};
