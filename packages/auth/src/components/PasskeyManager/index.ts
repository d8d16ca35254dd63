export type { PasskeyManagerProps } from './PasskeyManager';
export { PasskeyManager } from './PasskeyManager';
