import type { Action } from '@ardena/content';
import { Button, type ButtonProps } from '@ardena/ui';
import { useId } from 'react';
import * as layout from '../layout.css';
import { HrefLink } from './AppLink';

type Variant = NonNullable<ButtonProps['variant']>;

/**
 * A control the spec shows without behaviour: a disabled button with its honest note beside it, so it reads as
 * "not available yet" rather than as a broken button.
 */
export function InertAction({ label, note, variant = 'outline' }: { label: string; note: string; variant?: Variant }) {
  const noteId = useId();
  return (
    <span className={layout.row}>
      <Button variant={variant} disabled aria-describedby={noteId}>
        {label}
      </Button>
      <small id={noteId}>{note}</small>
    </span>
  );
}

/** Renders a content `Action`: a router link, a mail link, or an inert control with its note. */
export function ActionButton({ action, variant = 'primary' }: { action: Action; variant?: Variant }) {
  if (action.kind === 'inert') return <InertAction label={action.label} note={action.note} variant={variant} />;
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
