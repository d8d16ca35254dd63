export type { LinkComponent, LinkComponentProps, LinkComponentProviderProps } from './LinkComponent';
export { LinkComponentProvider, useLinkComponent } from './LinkComponent';
