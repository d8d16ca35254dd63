export type { TooltipProps } from './Tooltip';
export { Tooltip, TooltipProvider } from './Tooltip';
