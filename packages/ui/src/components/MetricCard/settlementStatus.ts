import type { BadgeTone } from '../Badge';

/** How a settlement status is shown (spec section 4): badge text, the line under it and the badge tone. */
export interface SettlementStatusDisplay {
  label: 'Active' | 'Pending' | 'Inactive';
  description: string;
  tone: BadgeTone;
}

/**
 * active → 'Active', 'All systems operational'; pending → 'Pending', 'Processing settlement';
 * anything else (including no status) → 'Inactive', 'Contact support'.
 */
export function settlementStatusDisplay(status: string | null | undefined): SettlementStatusDisplay {
  if (status === 'active') return { label: 'Active', description: 'All systems operational', tone: 'success' };
  if (status === 'pending') return { label: 'Pending', description: 'Processing settlement', tone: 'warning' };
  return { label: 'Inactive', description: 'Contact support', tone: 'neutral' };
}
