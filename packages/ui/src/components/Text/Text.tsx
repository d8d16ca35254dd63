import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = ['default', 'muted', 'brand', 'danger', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textElements = ['p', 'span', 'div', 'strong', 'small'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextElement = (typeof textElements)[number];

export interface TextProps extends ComponentPropsWithoutRef<'p'> {
  /** Element to render; a paragraph by default. */
  as?: TextElement;
  size?: TextSize;
  /** Colour role; every tone meets 4.5:1 on page and card backgrounds. */
  tone?: TextTone;
  weight?: TextWeight;
  /** Limit the line length to a comfortable reading width. */
  prose?: boolean;
}

/** Body text in the type scale. */
export const Text = forwardRef<HTMLParagraphElement, TextProps>(function Text(
  { as: Element = 'p', size = 'md', tone = 'default', weight = 'regular', prose = false, className, ...props },
  ref,
) {
  return (
    <Element ref={ref as never} className={clsx(styles.text({ size, tone, weight, prose }), className)} {...props} />
  );
});
Text.displayName = 'Text';
