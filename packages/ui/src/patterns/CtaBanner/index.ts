export type { CtaBannerAction, CtaBannerProps } from './CtaBanner';
export { CtaBanner } from './CtaBanner';
