export type {
  DashboardPreviewProps,
  PreviewBalance,
  PreviewChart,
  PreviewTransaction,
} from './DashboardPreview';
export { DashboardPreview } from './DashboardPreview';
export { type PreviewTone, previewTones } from './previewTones';
