// `@ardena/ui/patterns`: composites built from the core components for common product screens: site chrome,
// account dashboards and marketing pages. Their data comes in props; their texts are labels with English defaults.
import '../theme/themes.css';

export * from './AccountHeader';
// Marketing pages.
export * from './ArticleCard';
export * from './AudienceCard';
export * from './CategoryTabs';
export * from './CertificationCard';
export * from './CodePanel';
// Account dashboards.
export * from './CompanyInfoCard';
export * from './ContactCard';
export * from './CtaBanner';
export * from './DashboardPreview';
export * from './FaqList';
export * from './FeatureCard';
export * from './FeatureGrid';
export * from './FlowDiagram';
export * from './GettingStartedList';
export * from './JobCard';
export * from './JobMeta';
export * from './MetricCard';
export * from './NewsletterForm';
export * from './PaymentLogos';
export * from './QuickActions';
export * from './ResourceCard';
// Site chrome.
export * from './SearchDialog';
export * from './SiteFooter';
export * from './SiteHeader';
export * from './StatClaim';
export * from './StepList';
export * from './TransactionTable';
export * from './TypingHeadline';
export * from './UserMenu';
