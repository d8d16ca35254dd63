import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent } from 'storybook/test';
import { colorModeStorageKey, themeClassNames } from '../../theme';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Layout/ThemeSwitch',
  component: ThemeSwitch,
  decorators: [
    (Story, context) => {
      // The switch changes the whole document; put the story's theme back afterwards so other stories
      // (and the second theme run) are not affected.
      useEffect(
        () => () => {
          window.localStorage.removeItem(colorModeStorageKey);
          const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
          document.documentElement.classList.remove(themeClassNames.light, themeClassNames.dark);
          document.documentElement.classList.add(themeClassNames[theme]);
        },
        [context.globals.theme],
      );
      return <Story />;
    },
  ],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    window.localStorage.removeItem(colorModeStorageKey);
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    const initial = document.documentElement.classList.contains(themeClassNames.dark) ? 'dark' : 'light';
    const other = initial === 'dark' ? 'Light' : 'Dark';
    await userEvent.click(canvas.getByRole('radio', { name: other }));
    await expect(canvas.getByRole('radio', { name: other })).toBeChecked();
    await expect(window.localStorage.getItem(colorModeStorageKey)).toBe(other.toLowerCase());
    await expect(document.documentElement).toHaveClass(themeClassNames[other === 'Dark' ? 'dark' : 'light']);
    // Restore the story's own theme so axe checks the theme this run is about.
    await userEvent.click(canvas.getByRole('radio', { name: initial === 'dark' ? 'Dark' : 'Light' }));
  },
};
