export type { LinkProps, LinkVariant } from './Link';
export { Link, linkVariants } from './Link';
