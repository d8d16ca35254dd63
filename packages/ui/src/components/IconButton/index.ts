export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';
export { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
