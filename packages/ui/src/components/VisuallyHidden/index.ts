export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden, visuallyHiddenClassName } from './VisuallyHidden';
