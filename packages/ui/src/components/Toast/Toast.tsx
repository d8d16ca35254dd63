import { CircleAlert, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useEffect, useSyncExternalStore } from 'react';
import { toastDurationMs } from '../../theme/tokens';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import {
  defaultToastLimit,
  dismissToast,
  getServerToasts,
  getToasts,
  setToastLimit,
  subscribeToToasts,
  type ToastRecord,
  toast,
} from './toastStore';

export interface ToasterProps {
  /** Default time on screen in ms (5 seconds). Hovering or focusing a notification pauses it. */
  duration?: number;
  /** How many notifications stack at once; the oldest goes first. */
  limit?: number;
  /** Accessible name of the notification region (F8 moves focus to it). */
  label?: string;
  /** Accessible name of each close button. */
  closeLabel?: string;
}

/**
 * Renders the notifications raised with `toast()`. Mount it once near the root of the app. Notifications are
 * announced through a live region: politely for `default`, assertively for `destructive`.
 */
export function Toaster({
  duration = toastDurationMs,
  limit = defaultToastLimit,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  useEffect(() => setToastLimit(limit), [limit]);
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ item, closeLabel }: { item: ToastRecord; closeLabel: string }) {
  const variant = item.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      className={styles.toast({ variant })}
      duration={item.duration}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
    >
      <div className={styles.text}>
        <ToastPrimitive.Title className={styles.title}>
          {variant === 'destructive' ? <CircleAlert size={18} aria-hidden="true" /> : null}
          {item.title}
        </ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className={styles.description}>{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton size="sm" label={closeLabel} icon={<X size={16} />} />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The notification API for components: the visible list plus `toast` and `dismiss`. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return { toasts, toast, dismiss: dismissToast };
}
