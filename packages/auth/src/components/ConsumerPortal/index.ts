export type { ConsumerPortalProps } from './ConsumerPortal';
export { ConsumerPortal } from './ConsumerPortal';
export { transactionsCsvFileName, transactionsToCsv } from './transactionsCsv';
