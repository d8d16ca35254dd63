import { clsx } from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { forwardRef } from 'react';
import { type ColorMode, colorModes, useColorMode } from '../../theme/colorMode';
import { RadioGroupItem } from '../RadioGroup/RadioGroupItem';
import { RadioGroupRoot, type RadioGroupRootProps } from '../RadioGroup/RadioGroupRoot';
import * as styles from './ThemeSwitch.css';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export interface ThemeSwitchProps
  extends Omit<RadioGroupRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'children'> {
  /** Accessible name of the group. */
  label?: string;
  /** Names of the three choices, for translation. */
  optionLabels?: Record<ColorMode, string>;
}

/**
 * Light, dark or system theme as a three-way radio group of icon buttons (`RadioGroupRoot`): one tab stop, arrow
 * keys move and apply the choice. Stores the choice (see `useColorMode`) and applies it at once in every open tab.
 */
export const ThemeSwitch = forwardRef<HTMLDivElement, ThemeSwitchProps>(function ThemeSwitch(
  { label = 'Theme', optionLabels = { light: 'Light', dark: 'Dark', system: 'System' }, className, ...props },
  ref,
) {
  const { mode, setMode } = useColorMode();
  return (
    <RadioGroupRoot
      ref={ref}
      aria-label={label}
      orientation="horizontal"
      value={mode}
      onValueChange={(value) => setMode(value as ColorMode)}
      className={clsx(styles.group, className)}
      {...props}
    >
      {colorModes.map((option) => {
        const Icon = icons[option];
        return (
          <RadioGroupItem
            key={option}
            value={option}
            aria-label={optionLabels[option]}
            title={optionLabels[option]}
            className={styles.item}
          >
            <Icon size={18} aria-hidden="true" />
          </RadioGroupItem>
        );
      })}
    </RadioGroupRoot>
  );
});
ThemeSwitch.displayName = 'ThemeSwitch';
