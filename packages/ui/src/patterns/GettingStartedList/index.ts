export type { GettingStartedListLabels, GettingStartedListProps, GettingStartedStep } from './GettingStartedList';
export { defaultGettingStartedListLabels, GettingStartedList } from './GettingStartedList';
