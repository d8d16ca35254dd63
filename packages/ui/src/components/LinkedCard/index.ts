export type { LinkedCardCueProps, LinkedCardTitleProps } from './LinkedCard';
export { LinkedCardCue, LinkedCardTitle } from './LinkedCard';
