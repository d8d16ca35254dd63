export type { TabsContentProps, TabsListProps, TabsTriggerProps } from './Tabs';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
