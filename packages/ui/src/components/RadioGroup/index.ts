export type { RadioGroupProps, RadioGroupVariant, RadioOption } from './RadioGroup';
export { RadioGroup, radioGroupVariants } from './RadioGroup';
export type { RadioGroupIndicatorProps } from './RadioGroupIndicator';
export { RadioGroupIndicator } from './RadioGroupIndicator';
export type { RadioGroupItemProps } from './RadioGroupItem';
export { RadioGroupItem } from './RadioGroupItem';
export type { RadioGroupRootProps } from './RadioGroupRoot';
export { RadioGroupRoot } from './RadioGroupRoot';
