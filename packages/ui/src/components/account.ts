// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from '../format';
export * from './CompanyInfoCard';
export * from './ConfirmationDialog';
export * from './EmptyState';
export * from './GettingStartedList';
export * from './MetricCard';
export * from './PortalHeader';
export * from './QuickActions';
export * from './TransactionTable';
export * from './UserMenu';
