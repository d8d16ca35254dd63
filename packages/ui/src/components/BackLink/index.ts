export type { BackLinkProps } from './BackLink';
export { BackLink } from './BackLink';
