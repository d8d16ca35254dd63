export type { ConsentGateProps } from './ConsentGate';
export { ConsentGate } from './ConsentGate';
