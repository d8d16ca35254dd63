import { Download } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardIcon,
  type CardProps,
  CardTitle,
  type CardTitleLevel,
} from '../Card';
import type { LinkComponent } from '../FeatureCard/linkComponent';

export interface ResourceCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** The resource, for example 'Security whitepaper'. */
  title: string;
  /** What the reader gets. */
  description: ReactNode;
  /** Visible name of the action, for example 'Download PDF'. */
  actionLabel: string;
  /** Where the action goes. Without it the action is a button that runs `onAction`. */
  href?: string;
  /** Runs when the action button is pressed (only when there is no `href`). */
  onAction?: () => void;
  /** Decorative icon; a download arrow by default. */
  icon?: ReactNode;
  /** Renders links to site pages (the app's router link); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A document or programme the reader can get or join: whitepaper, compliance reports, bug bounty. */
export const ResourceCard = forwardRef<HTMLDivElement, ResourceCardProps>(function ResourceCard(
  {
    title,
    description,
    actionLabel,
    href,
    onAction,
    icon = <Download />,
    linkComponent: LinkElement = 'a',
    headingLevel = 3,
    as = 'article',
    ...props
  },
  ref,
) {
  return (
    <Card ref={ref} as={as} {...props}>
      <CardHeader>
        <CardIcon>{icon}</CardIcon>
        <CardTitle level={headingLevel}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
      <CardFooter>
        {href !== undefined ? (
          <Button asChild variant="outline" size="sm">
            <LinkElement href={href}>{actionLabel}</LinkElement>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
});
ResourceCard.displayName = 'ResourceCard';
