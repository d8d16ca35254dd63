import { Dialog as DialogPrimitive } from 'radix-ui';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/**
 * A modal dialog (Radix): focus moves in on open, is trapped while open, returns to the trigger on close;
 * Escape and the close button dismiss it. Controlled with `open`/`onOpenChange` or uncontrolled with a trigger.
 */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; use `asChild` to make a `Button` the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Wrap any element with `asChild` to make it close the dialog. */
export const DialogClose = DialogPrimitive.Close;
