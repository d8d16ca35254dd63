export type { ToasterProps } from './Toast';
export { Toaster, useToast } from './Toast';
export type { ToastHandle, ToastOptions, ToastRecord, ToastVariant } from './toastStore';
export { defaultToastLimit, dismissToast, toast, toastVariants } from './toastStore';
