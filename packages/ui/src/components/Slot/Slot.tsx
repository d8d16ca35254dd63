import {
  Children,
  type CSSProperties,
  cloneElement,
  forwardRef,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement>; children?: ReactNode };

/** One ref callback setting every given ref (a callback or an object ref). */
function composeRefs(...refs: (Ref<HTMLElement> | undefined)[]): RefCallback<HTMLElement> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The slot's props onto the child's: handlers both run (the child's first), classes join, the child's styles win. */
function mergeProps(slotProps: Record<string, unknown>, childProps: ChildProps): ChildProps {
  const merged: ChildProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'className' && childValue) {
      merged.className = `${slotValue as string} ${childValue as string}`;
    } else if (name === 'style') {
      merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties | undefined) };
    }
  }
  return merged;
}

/**
 * Marks, among a `Slot`'s children, the element the slot renders as; the other children become that element's
 * content around its own children (an icon before a link's text).
 */
export function Slottable({ children }: { children: ReactNode }) {
  return children;
}

/**
 * Renders its single child element with the slot's props merged in: the `asChild` of `Button`, `CardLink` and
 * `BackLink`, so a router link or an anchor gets the component's look and behaviour. Written here rather than taken
 * from Radix: these components are in the first-load JavaScript of every page that hydrates a header, and this is all
 * of Radix's Slot they use.
 */
export const Slot = forwardRef<HTMLElement, SlotProps>(function Slot({ children, ...slotProps }, ref) {
  const all = Children.toArray(children);
  const slottable = all.find(
    (child): child is ReactElement<{ children: ReactNode }> => isValidElement(child) && child.type === Slottable,
  );
  const target = slottable ? slottable.props.children : children;
  if (!isValidElement<ChildProps>(target)) return null;
  const content = slottable
    ? all.map((child) => (child === slottable ? target.props.children : child))
    : target.props.children;
  return cloneElement(target, {
    ...mergeProps(slotProps, target.props),
    ref: ref ? composeRefs(ref, target.props.ref) : target.props.ref,
    children: content,
  } as ChildProps);
});
Slot.displayName = 'Slot';
