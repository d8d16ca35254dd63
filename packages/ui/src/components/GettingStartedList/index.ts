export type { GettingStartedListProps, GettingStartedStep } from './GettingStartedList';
export { GettingStartedList } from './GettingStartedList';
