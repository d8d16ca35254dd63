import { createContext, useContext } from 'react';

export interface RadioGroupContextValue {
  value: string | undefined;
  select: (value: string) => void;
  disabled: boolean;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export function useRadioGroupContext(part: string): RadioGroupContextValue {
  const context = useContext(RadioGroupContext);
  if (!context) throw new Error(`${part} must be rendered inside <RadioGroupRoot>`);
  return context;
}

export const RadioItemContext = createContext(false);
