export type { EmailRuleOptions } from './isValidEmail';
export { isValidEmail } from './isValidEmail';
