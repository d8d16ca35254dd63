export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Text, textElements, textSizes, textTones, textWeights } from './Text';
