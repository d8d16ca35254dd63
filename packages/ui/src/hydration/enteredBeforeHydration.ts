/**
 * What a visitor already typed into a server-rendered field, for a controlled field's initial state.
 *
 * React hydrates an `<input value={state}>` without touching what the visitor typed before its code ran, but the
 * state still starts from the server's value, so the next render of that field writes the server's value back (the
 * typed text is lost, and a submit sends the empty state). Reading the element's current value when the state is
 * created makes the state start from what is on screen. The id must be the one the field is rendered with (from
 * `useId`, the same on the server and in the hydrating client): an element with it exists only while the component
 * hydrates over server HTML, so a fresh client render, and the server, get `fallback`.
 */
export function valueEnteredBeforeHydration(id: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : fallback;
}

/** The checked state of a server-rendered checkbox or radio, as {@link valueEnteredBeforeHydration} reads values. */
export function checkedBeforeHydration(id: string, fallback: boolean): boolean {
  if (typeof document === 'undefined') return fallback;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element.checked : fallback;
}
