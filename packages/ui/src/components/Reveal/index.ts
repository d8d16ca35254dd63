export type { RevealOrder, RevealProps } from './Reveal';
export { Reveal, revealDelayFor, revealOrders } from './Reveal';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
