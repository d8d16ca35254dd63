import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { useLinkComponent } from '../../components/LinkComponent';
import * as styles from './QuickActions.css';

export interface QuickAction {
  /** Stable key. */
  id: string;
  /** The action's name, for example 'Request API access'. */
  label: string;
  description?: string;
  /** Decorative icon. */
  icon?: ReactNode;
  /** A page or mail link; without it the action is a button that calls `onAction`. */
  href?: string;
}

export interface QuickActionsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  actions: readonly QuickAction[];
  /** Runs for actions without `href` (the business portal's setup actions open a confirmation dialog). */
  onAction?: (action: QuickAction) => void;
}

/**
 * The widest grid whose rows come out even for `count` actions (four as 2 × 2, six as 3 × 2), so no action sits
 * alone on a last row; counts that divide by neither fall back to three columns.
 */
export function balancedColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count <= 3) return count as 2 | 3;
  if (count % 3 === 0) return 3;
  if (count % 2 === 0) return 2;
  return 3;
}

/** A grid of shortcuts on a portal dashboard, in even rows; each is a real link or a real button. */
export const QuickActions = forwardRef<HTMLUListElement, QuickActionsProps>(function QuickActions(
  { actions, onAction, className, ...props },
  ref,
) {
  const LinkElement = useLinkComponent();
  return (
    <ul
      ref={ref}
      className={clsx(styles.list, styles.maxColumns[balancedColumns(actions.length)], className)}
      {...props}
    >
      {actions.map((action) => {
        const content = (
          <>
            {action.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {action.icon}
              </span>
            ) : null}
            <span className={styles.text}>
              <span className={styles.label}>{action.label}</span>
              {action.description ? <span className={styles.description}>{action.description}</span> : null}
            </span>
          </>
        );
        const Anchor = action.href?.startsWith('mailto:') ? 'a' : LinkElement;
        return (
          <li key={action.id}>
            {action.href !== undefined ? (
              <Anchor href={action.href} className={styles.action}>
                {content}
              </Anchor>
            ) : (
              <button type="button" className={styles.action} onClick={() => onAction?.(action)}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
});
QuickActions.displayName = 'QuickActions';
