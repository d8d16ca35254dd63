export type { Step, StepListLayout, StepListProps } from './StepList';
export { StepList, stepListLayouts } from './StepList';
