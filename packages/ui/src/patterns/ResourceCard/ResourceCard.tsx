import { Download } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
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
} from '../../components/Card';
import { useLinkComponent } from '../../components/LinkComponent';

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
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** A document or programme the reader can get or join: whitepaper, compliance reports, bug bounty. */
export const ResourceCard = forwardRef<HTMLDivElement, ResourceCardProps>(function ResourceCard(
  { title, description, actionLabel, href, onAction, icon = <Download />, headingLevel = 3, as = 'article', ...props },
  ref,
) {
  const LinkElement = useLinkComponent();
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
