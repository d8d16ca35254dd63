export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading';
export { Heading, headingLevels, headingSizes } from './Heading';
