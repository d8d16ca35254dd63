export type { StatClaimItem, StatClaimProps } from './StatClaim';
export { StatClaim } from './StatClaim';
