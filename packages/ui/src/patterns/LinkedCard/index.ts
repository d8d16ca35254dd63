export type { LinkedCardCueProps, LinkedCardProps, LinkedCardTitleProps } from './LinkedCard';
export { LinkedCard, LinkedCardCue, LinkedCardTitle } from './LinkedCard';
