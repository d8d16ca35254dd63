export type {
  DashboardPreviewProps,
  PreviewBalance,
  PreviewChart,
  PreviewTone,
  PreviewTransaction,
} from './DashboardPreview';
export { DashboardPreview, previewTones } from './DashboardPreview';
