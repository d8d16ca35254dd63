import { mailAction } from '../actions';
import type { ContentIcon } from '../types';

/** A notification title and description, as the spec's error catalogue fixes them. */
export interface NoticeCopy {
  readonly title: string;
  /** Omitted where the product shows the server's own message or no description. */
  readonly description?: string;
}

/** Copy of the /auth screen and the authentication notifications. */
export const authCopy = {
  title: 'Welcome to Ardena',
  description: 'Sign in to your account or create a new one.',
  tabs: { signin: 'Sign In', signup: 'Sign Up' },
  accountType: {
    legend: 'Account type',
    consumer: { label: 'Consumer', description: 'Personal account for your payments' },
    business: { label: 'Business', description: 'Account for your company' },
  },
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    businessName: 'Business Name',
    companyNumber: 'Company Number',
    country: 'Country',
    phone: 'Phone (optional)',
  },
  passwordMismatch: 'Passwords do not match',
  submit: { signin: 'Sign In', signup: 'Create Account' },
  busy: { signin: 'Signing in...', signup: 'Creating account...' },
  checkEmail: {
    title: 'Check Your Email',
    description: 'We have sent you a confirmation link. Open it to verify your email address, then sign in.',
    tryAgainPrompt: 'Didn’t receive the email?',
    tryAgain: 'Try again',
    backToSignIn: 'Back to Sign In',
  },
  notices: {
    signUpSuccess: { title: 'Account created!', description: 'Please check your email to verify your account.' },
    signUpExists: { title: 'Account exists', description: 'This email is already registered. Please sign in instead.' },
    signUpFailed: { title: 'Sign up failed' },
    signInSuccess: { title: 'Welcome back!', description: "You've been signed in successfully." },
    signInInvalid: {
      title: 'Sign in failed',
      description: 'Invalid email or password. Please check your credentials.',
    },
    signInFailed: { title: 'Sign in failed' },
    signOutSuccess: { title: 'Signed out', description: "You've been signed out successfully." },
    signOutFailed: { title: 'Sign out failed' },
    unexpected: { title: 'An unexpected error occurred' },
    transactionsFailed: { title: 'Error', description: 'Failed to load transactions' },
  },
  signInRequiresJs: 'Signing in needs JavaScript. Please enable it in your browser to continue.',
} as const satisfies {
  notices: Record<string, NoticeCopy>;
  [key: string]: unknown;
};

/** Copy shared by both portals. */
export const portalCopy = {
  loading: 'Loading your portal…',
  signOut: 'Sign Out',
  /** The welcome line; the first name falls back to 'User'. */
  welcome: (firstName?: string | null) => `Welcome back, ${firstName?.trim() || 'User'}!`,
} as const;

/** Copy of /consumer-portal. */
export const consumerPortalCopy = {
  badge: 'Consumer Portal',
  subtitle: 'Here is an overview of your recent payments.',
  transactions: {
    title: 'Transaction History',
    description: 'All payments, refunds and transfers on your account, newest first.',
    columns: { date: 'Date', merchant: 'Merchant', description: 'Description', type: 'Type', amount: 'Amount' },
    types: { credit: 'Credit', debit: 'Debit' },
    emptyDescriptionFallback: 'N/A',
    empty: {
      title: 'No Transactions Yet',
      description: 'When you make or receive a payment, it will appear here.',
    },
  },
  missingTransaction: {
    prompt: 'Transaction missing?',
    action: mailAction('Contact Us', 'Missing transaction'),
    /** The prompt and link as one phrase, as printed. */
    text: 'Transaction missing? Contact Us',
  },
} as const;

/** A business portal metric with its hard-coded sample change text. */
export interface MetricCopy {
  readonly key: 'totalRevenue' | 'transactions' | 'activeCustomers' | 'settlementStatus';
  readonly label: string;
  readonly icon: ContentIcon;
  /** Sample change text shown under the value. */
  readonly changeText?: string;
}

/** A business setup action; every one opens the setup-request dialog. */
export interface QuickAction {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly icon: ContentIcon;
}

/** Copy of /business-portal. */
export const businessPortalCopy = {
  badge: 'Business Portal',
  businessNameFallback: 'Business Account',
  subtitle: 'Your payments, settlements and customers at a glance.',
  metrics: [
    { key: 'totalRevenue', label: 'Total Revenue', icon: 'banknote', changeText: '+20.1% from last month' },
    { key: 'transactions', label: 'Transactions', icon: 'receipt', changeText: '+15.3% from last month' },
    { key: 'activeCustomers', label: 'Active Customers', icon: 'users', changeText: '+8.2% from last month' },
    { key: 'settlementStatus', label: 'Settlement Status', icon: 'refresh' },
  ] as const satisfies readonly MetricCopy[],
  settlementStatus: {
    active: { label: 'Active', description: 'All systems operational' },
    pending: { label: 'Pending', description: 'Processing settlement' },
    inactive: { label: 'Inactive', description: 'Contact support' },
  },
  empty: {
    title: 'No Business Data Available',
    description: 'Your metrics will appear here once your account is set up and processing payments.',
  },
  gettingStarted: {
    title: 'Getting Started',
    steps: [
      'Complete your business verification',
      'Set up payment processing',
      'Configure your settlement account',
      'Integrate our APIs or checkout',
    ],
    action: { id: 'start-setup', label: 'Start Setup' },
  },
  quickActions: {
    title: 'Quick Actions',
    items: [
      {
        id: 'payment-processing',
        label: 'Set Up Payment Processing',
        description: 'Start accepting cards, wallets and bank payments.',
        icon: 'credit-card',
      },
      {
        id: 'settlement',
        label: 'Configure Settlements',
        description: 'Choose payout currency, schedule and bank account.',
        icon: 'layers',
      },
      {
        id: 'api-integration',
        label: 'Request API Integration',
        description: 'Get sandbox credentials and integration support.',
        icon: 'code',
      },
      {
        id: 'reporting',
        label: 'Set Up Reporting',
        description: 'Schedule statements and reconciliation exports.',
        icon: 'chart',
      },
    ] as const satisfies readonly QuickAction[],
  },
  companyInformation: {
    title: 'Company Information',
    businessName: 'Business Name',
    companyNumber: 'Company Number',
    country: 'Country',
    contact: 'Contact',
  },
  setupDialog: {
    title: 'Setup Request Submitted',
    description: 'Thank you. A solution architect will contact you within 24 hours to help you complete your setup.',
    dismiss: 'Got it, thanks!',
  },
  support: {
    prompt: 'Need help with your account?',
    action: mailAction('Contact Support', 'Business account support'),
  },
} as const;
