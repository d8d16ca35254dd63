import type { ReactNode } from 'react';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** What to show in one notification. */
export interface ToastOptions {
  /** Short headline, for example 'Welcome back!'. */
  title: ReactNode;
  /** Optional detail line, for example 'You've been signed in successfully.'. */
  description?: ReactNode;
  /** `destructive` styles an error and announces it assertively; `default` is announced politely. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the `Toaster` default (5 s) applies when unset. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
}

export interface ToastHandle {
  id: string;
  /** Closes this notification now. */
  dismiss: () => void;
}

/** How many notifications show at once unless the `Toaster` says otherwise; older ones are dropped. */
export const defaultToastLimit = 3;

// A module-level store (not React state) so `toast()` works from anywhere: event handlers, auth callbacks,
// code outside React. The `Toaster` subscribes and renders it.
let toasts: readonly ToastRecord[] = [];
let limit = defaultToastLimit;
let counter = 0;
const listeners = new Set<() => void>();
const noToasts: readonly ToastRecord[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function getServerToasts(): readonly ToastRecord[] {
  return noToasts;
}

/** Sets how many notifications can show at once (the `Toaster` calls this with its `limit`). */
export function setToastLimit(next: number): void {
  limit = Math.max(1, next);
  if (toasts.length > limit) {
    toasts = toasts.slice(-limit);
    emit();
  }
}

/** Closes one notification, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const next = id === undefined ? noToasts : toasts.filter((item) => item.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/**
 * Shows a notification in the `Toaster`. Returns its id and a `dismiss` function.
 * New notifications stack on top; beyond the limit the oldest is dropped.
 */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  const record: ToastRecord = { variant: 'default', ...options, id };
  toasts = [...toasts, record].slice(-limit);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}
