import { createContext, useContext } from 'react';

export const tabsVariants = ['underline', 'pills'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
  activationMode: 'automatic' | 'manual';
  dir: 'ltr' | 'rtl';
  variant: TabsVariant;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be rendered inside <Tabs>`);
  return context;
}

export function tabId(baseId: string, value: string, fragment: (value: string) => string): string {
  return `${baseId}tab-${fragment(value)}`;
}

export function panelId(baseId: string, value: string, fragment: (value: string) => string): string {
  return `${baseId}panel-${fragment(value)}`;
}
