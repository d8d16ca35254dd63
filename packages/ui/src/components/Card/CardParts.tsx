import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Slot } from '../Slot/Slot';
import * as styles from './Card.css';

export interface CardHeaderProps extends ComponentPropsWithoutRef<'div'> {}

/** Stacks the icon, title and description at the top of a card. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.header, className)} {...props} />;
});
CardHeader.displayName = 'CardHeader';

export const cardTitleLevels = [2, 3, 4] as const;
export type CardTitleLevel = (typeof cardTitleLevels)[number];

export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /** Heading level in the page outline; cards under a page's h2 sections use the default 3. */
  level?: CardTitleLevel;
}

/** The card's heading. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { level = 3, className, ...props },
  ref,
) {
  const Heading = `h${level}` as const;
  return <Heading ref={ref} className={clsx(styles.title, className)} {...props} />;
});
CardTitle.displayName = 'CardTitle';

export interface CardDescriptionProps extends ComponentPropsWithoutRef<'p'> {}

/** Muted supporting text under the title. */
export const CardDescription = forwardRef<HTMLParagraphElement, CardDescriptionProps>(function CardDescription(
  { className, ...props },
  ref,
) {
  return <p ref={ref} className={clsx(styles.description, className)} {...props} />;
});
CardDescription.displayName = 'CardDescription';

export interface CardContentProps extends ComponentPropsWithoutRef<'div'> {}

/** The card's body; grows so footers of cards in one row line up. */
export const CardContent = forwardRef<HTMLDivElement, CardContentProps>(function CardContent(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.content, className)} {...props} />;
});
CardContent.displayName = 'CardContent';

export interface CardFooterProps extends ComponentPropsWithoutRef<'div'> {}

/** Actions or meta at the bottom of the card. */
export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...props} />;
});
CardFooter.displayName = 'CardFooter';

export interface CardIconProps extends ComponentPropsWithoutRef<'span'> {
  /** The icon, decorative. */
  children: ReactNode;
}

/** A tinted square holding a decorative icon, hidden from assistive technology. */
export const CardIcon = forwardRef<HTMLSpanElement, CardIconProps>(function CardIcon({ className, ...props }, ref) {
  return <span ref={ref} aria-hidden="true" className={clsx(styles.icon, className)} {...props} />;
});
CardIcon.displayName = 'CardIcon';

export interface CardLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** Render the single child (a router link) with the stretched-link behaviour instead of an `<a>`. */
  asChild?: boolean;
}

/**
 * The link of an `interactive` card, placed inside `CardTitle`. Its hit area stretches over the whole card.
 * Other focusable elements inside the card need `position: relative` to stay clickable above it.
 */
export const CardLink = forwardRef<HTMLAnchorElement, CardLinkProps>(function CardLink(
  { asChild = false, className, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'a';
  return <Element ref={ref} className={clsx(styles.stretchedLink, className)} {...props} />;
});
CardLink.displayName = 'CardLink';
