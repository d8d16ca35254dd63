import { clsx } from 'clsx';
import { Mail } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { useLinkComponent } from '../../components/LinkComponent';
import * as styles from './CtaBanner.css';

export interface CtaBannerAction {
  /** The action's visible name. */
  label: string;
  /**
   * Where it goes: a `mailto:` address for the primary action, or a page of the site. Without `href` the action
   * renders as a button that runs `onClick` (for an action that is not a page).
   */
  href?: string;
  onClick?: () => void;
}

export interface CtaBannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The invitation, for example 'Ready to transform your settlement?'. */
  title: string;
  /** One supporting sentence. */
  description?: ReactNode;
  /** The main action: usually a mail link to sales. */
  primaryAction: CtaBannerAction;
  /** A second, quieter action. */
  secondaryAction?: CtaBannerAction;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3;
}

function ActionButton({
  action,
  variant,
  icon,
}: {
  action: CtaBannerAction;
  variant: 'primary' | 'outline';
  icon?: ReactNode;
}) {
  const LinkElement = useLinkComponent();
  if (action.href === undefined) {
    return (
      <Button variant={variant} onClick={action.onClick} startIcon={icon}>
        {action.label}
      </Button>
    );
  }
  const isPageLink = !/^(mailto|tel|https?):/.test(action.href);
  const Anchor = isPageLink ? LinkElement : 'a';
  return (
    <Button asChild variant={variant}>
      <Anchor href={action.href} onClick={action.onClick}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {action.label}
      </Anchor>
    </Button>
  );
}

/** The closing call to action of a page: a title, a sentence, a mail-to-sales button and an optional second action. */
export const CtaBanner = forwardRef<HTMLElement, CtaBannerProps>(function CtaBanner(
  { title, description, primaryAction, secondaryAction, headingLevel = 2, className, ...props },
  ref,
) {
  const Title = `h${headingLevel}` as const;
  const primaryIsMail = primaryAction.href?.startsWith('mailto:') ?? false;
  return (
    <section ref={ref} className={clsx(styles.banner, className)} {...props}>
      <div className={styles.text}>
        <Title className={styles.title}>{title}</Title>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.actions}>
        <ActionButton action={primaryAction} variant="primary" icon={primaryIsMail ? <Mail size="1em" /> : undefined} />
        {secondaryAction ? <ActionButton action={secondaryAction} variant="outline" /> : null}
      </div>
    </section>
  );
});
CtaBanner.displayName = 'CtaBanner';
