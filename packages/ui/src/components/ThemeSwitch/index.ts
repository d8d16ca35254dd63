export type { ThemeSwitchProps } from './ThemeSwitch';
export { ThemeSwitch } from './ThemeSwitch';
