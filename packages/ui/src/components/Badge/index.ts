export type { BadgeProps, BadgeSize, BadgeTone } from './Badge';
export { Badge, badgeSizes, badgeTones } from './Badge';
