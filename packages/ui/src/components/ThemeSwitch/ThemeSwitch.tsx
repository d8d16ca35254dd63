import { clsx } from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, useRef } from 'react';
import { type ColorMode, colorModes, useColorMode } from '../../theme/colorMode';
import * as styles from './ThemeSwitch.css';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Arrow keys move the choice (and focus) like a native radio group; the group wraps at both ends. */
const steps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export interface ThemeSwitchProps extends Omit<ComponentPropsWithoutRef<'div'>, 'dir' | 'defaultValue'> {
  /** Accessible name of the group. */
  label?: string;
  /** Names of the three choices, for translation. */
  optionLabels?: Record<ColorMode, string>;
}

/**
 * Light, dark or system theme as a three-way radio group of icon buttons. Stores the choice (see
 * `useColorMode`) and applies it at once in every open tab.
 *
 * A WAI-ARIA radio group written by hand rather than Radix RadioGroup: it sits in every page's header, so its
 * code is part of every first load, and the Radix version brought about 7 KB (gzip) of collection and roving-focus
 * machinery for three buttons.
 */
export const ThemeSwitch = forwardRef<HTMLDivElement, ThemeSwitchProps>(function ThemeSwitch(
  {
    label = 'Theme',
    optionLabels = { light: 'Light', dark: 'Dark', system: 'System' },
    className,
    onKeyDown,
    ...props
  },
  ref,
) {
  const { mode, setMode } = useColorMode();
  const buttons = useRef<Partial<Record<ColorMode, HTMLButtonElement | null>>>({});

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const step = steps[event.key];
    if (step === undefined || event.defaultPrevented) return;
    event.preventDefault();
    const index = colorModes.indexOf(mode);
    const next = colorModes[(index + step + colorModes.length) % colorModes.length] as ColorMode;
    setMode(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      className={clsx(styles.group, className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      {colorModes.map((option) => {
        const Icon = icons[option];
        const checked = option === mode;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA radio group pattern on icon buttons (as Radix builds it): native radios cannot carry the icon-only, roving-focus toggle styling without extra markup.
          <button
            key={option}
            ref={(element) => {
              buttons.current[option] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            data-state={checked ? 'checked' : 'unchecked'}
            // Only the chosen option is a tab stop; arrows move within the group.
            tabIndex={checked ? 0 : -1}
            aria-label={optionLabels[option]}
            title={optionLabels[option]}
            className={styles.item}
            onClick={() => setMode(option)}
          >
            <Icon size={18} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
});
ThemeSwitch.displayName = 'ThemeSwitch';
