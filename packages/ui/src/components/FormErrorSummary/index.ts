export type { FormErrorItem, FormErrorSummaryProps } from './FormErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
