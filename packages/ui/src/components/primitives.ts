// Barrel: one line per component folder. Owned by one team member; see src/index.ts.
export * from './Badge';
export * from './Card';
export * from './Dialog';
export * from './DropdownMenu';
export * from './Heading';
export * from './IconButton';
export * from './Link';
export * from './LinkComponent';
export * from './Separator';
export * from './Skeleton';
export * from './Switch';
export * from './Tabs';
export * from './Text';
export * from './Toast';
export * from './Tooltip';
export * from './VisuallyHidden';
