import { useCallback, useState } from 'react';

/** Which way the arrow keys move in a composite widget (a tab list or a radio group). */
export type RovingOrientation = 'horizontal' | 'vertical' | 'both';

const forward: Record<RovingOrientation, readonly string[]> = {
  horizontal: ['ArrowRight'],
  vertical: ['ArrowDown'],
  both: ['ArrowRight', 'ArrowDown'],
};
const backward: Record<RovingOrientation, readonly string[]> = {
  horizontal: ['ArrowLeft'],
  vertical: ['ArrowUp'],
  both: ['ArrowLeft', 'ArrowUp'],
};

/**
 * The item a key moves focus to inside a roving-tabindex widget (WAI-ARIA tabs and radio group patterns): arrows
 * move to the next or previous enabled item (wrapping when `loop`), Home and End to the first and last. Moves
 * from the focused item, not the selected one, since a controlling parent may keep the selection where it was.
 * Returns undefined for any other key, or a key with a modifier, so the caller leaves the event alone.
 */
export function rovingTarget<T extends HTMLElement>(
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; target: EventTarget },
  items: readonly T[],
  { orientation, loop = true, dir = 'ltr' }: { orientation: RovingOrientation; loop?: boolean; dir?: 'ltr' | 'rtl' },
): T | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const index = items.indexOf(event.target as T);
  if (index === -1 || items.length === 0) return undefined;
  // In a right-to-left layout the left arrow points to the next item.
  const key =
    dir === 'rtl' && event.key === 'ArrowLeft'
      ? 'ArrowRight'
      : dir === 'rtl' && event.key === 'ArrowRight'
        ? 'ArrowLeft'
        : event.key;
  if (key === 'Home') return items[0];
  if (key === 'End') return items[items.length - 1];
  const step = forward[orientation].includes(key) ? 1 : backward[orientation].includes(key) ? -1 : 0;
  if (step === 0) return undefined;
  const next = index + step;
  if (next < 0 || next >= items.length) return loop ? items[(next + items.length) % items.length] : undefined;
  return items[next];
}

/** A value that is controlled (`value` given) or kept here from `defaultValue`; `onChange` hears every choice. */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T | undefined,
  onChange: ((value: T) => void) | undefined,
): [T | undefined, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}

/** An id fragment from a value that may hold spaces or punctuation (ids and ID references allow neither). */
export function idFragment(value: string): string {
  return value.replace(/[^\w-]/g, (character) => `_${character.charCodeAt(0).toString(16)}`);
}
