export type { ConsumerPortalLabels, ConsumerPortalProps } from './ConsumerPortal';
export { ConsumerPortal, defaultConsumerPortalLabels } from './ConsumerPortal';
