import { type ComponentPropsWithoutRef, forwardRef, useContext } from 'react';
import { RadioItemContext } from './radioGroupContext';

export interface RadioGroupIndicatorProps extends ComponentPropsWithoutRef<'span'> {}

/** The dot of a `RadioGroupItem`, rendered only while its option is checked. */
export const RadioGroupIndicator = forwardRef<HTMLSpanElement, RadioGroupIndicatorProps>(
  function RadioGroupIndicator(props, ref) {
    const checked = useContext(RadioItemContext);
    return checked ? <span ref={ref} data-state="checked" {...props} /> : null;
  },
);
RadioGroupIndicator.displayName = 'RadioGroupIndicator';
