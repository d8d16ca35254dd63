import type { Action } from '@ardena/content';
import { Button, type ButtonProps } from '@ardena/ui';
import * as layout from '../../layout.css';
import { HrefLink } from '../layout/AppLink';

type Variant = NonNullable<ButtonProps['variant']>;

/** Renders a content `Action` as a button-styled router link or mail link. */
export function ActionButton({ action, variant = 'primary' }: { action: Action; variant?: Variant }) {
  const href =
    action.kind === 'internal' && action.search
      ? `${action.href}?${new URLSearchParams(Object.entries(action.search).filter(([, value]) => value)).toString()}`
      : action.href;
  return (
    <Button asChild variant={variant}>
      <HrefLink href={href}>{action.label}</HrefLink>
    </Button>
  );
}

/** A row of actions: the first primary, the rest outlined. */
export function ActionRow({ actions }: { actions: readonly Action[] | undefined }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={layout.row}>
      {actions.map((action, index) => (
        <ActionButton key={action.label} action={action} variant={index === 0 ? 'primary' : 'outline'} />
      ))}
    </div>
  );
}
