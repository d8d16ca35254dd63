import type { ReactNode } from 'react';
import type { ConsentCategory } from '../../core';
import { useConsent } from '../ConsentProvider';

export interface ConsentGateProps {
  /** The category the content needs. */
  category: ConsentCategory;
  /** Rendered only while the category is allowed (an embed, a tracking pixel, a chat widget). */
  children: ReactNode;
  /** Rendered instead while it is not, e.g. a placeholder with a button that opens the preferences. */
  fallback?: ReactNode;
}

/** Renders its children only with the visitor's consent to `category`; unmounts them on withdrawal. */
export function ConsentGate({ category, children, fallback = null }: ConsentGateProps) {
  return <>{useConsent(category) ? children : fallback}</>;
}
