export type { SeparatorOrientation, SeparatorProps } from './Separator';
export { Separator, separatorOrientations } from './Separator';
