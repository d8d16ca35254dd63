export type { RadioGroupProps, RadioGroupVariant, RadioOption } from './RadioGroup';
export { RadioGroup, radioGroupVariants } from './RadioGroup';
