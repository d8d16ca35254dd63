export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, buttonSizes, buttonVariants } from './Button';
