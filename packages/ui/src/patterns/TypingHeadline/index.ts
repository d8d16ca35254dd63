export type { TypingHeadlineLevel, TypingHeadlineProps } from './TypingHeadline';
export { TypingHeadline, typingHeadlineLevels } from './TypingHeadline';
