export type { CardElement, CardElevation, CardPadding, CardProps } from './Card';
export { Card, cardElements, cardElevations, cardPaddings } from './Card';
export type {
  CardContentProps,
  CardDescriptionProps,
  CardFooterProps,
  CardHeaderProps,
  CardIconProps,
  CardLinkProps,
  CardTitleLevel,
  CardTitleProps,
} from './CardParts';
export {
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardIcon,
  CardLink,
  CardTitle,
  cardTitleLevels,
} from './CardParts';
