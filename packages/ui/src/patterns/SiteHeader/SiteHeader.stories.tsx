import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { media } from '../../theme/tokens';
import { SiteHeader } from './SiteHeader';

const navItems = [
  { label: 'Who We Serve', href: '#who-we-serve' },
  { label: 'Solutions', href: '#solutions', current: true },
  { label: 'Insights', href: '#insights' },
  { label: 'Developers', href: '#developers' },
  { label: 'Company', href: '#about' },
  { label: 'Careers', href: '#careers' },
];

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    logo: (
      <a href="#home" style={{ fontWeight: 700, fontSize: '1.25rem', color: 'inherit', textDecoration: 'none' }}>
        Ardena
      </a>
    ),
    navItems,
    search: <IconButton label="Search" icon={<Search size={20} />} />,
    auth: (
      <>
        <Button variant="ghost" size="sm" asChild>
          <a href="#auth?tab=signin">Login</a>
        </Button>
        <Button size="sm" asChild>
          <a href="#auth?tab=signup">Register</a>
        </Button>
      </>
    ),
  },
  argTypes: { logo: { control: false }, search: { control: false }, auth: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.matchMedia(media.lg).matches;

export const Basic: Story = {
  play: async ({ canvas }) => {
    // The same story is checked at the width it runs at: a nav bar on desktop, a disclosure menu below `lg`.
    if (isDesktop()) {
      const nav = canvas.getByRole('navigation', { name: 'Main' });
      await expect(within(nav).getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      return;
    }
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName('Close menu');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
  },
};

/** Below `lg`, Escape closes the menu and returns focus to its button (on desktop there is no menu to close). */
export const MobileMenuEscape: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas }) => {
    if (isDesktop()) return;
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const SignedIn: Story = {
  args: {
    auth: (
      <Button variant="secondary" size="sm">
        Jane Doe
      </Button>
    ),
    actions: <ThemeSwitch />,
  },
};

export const MobileMenuOpen: Story = {
  play: async ({ canvas }) => {
    if (isDesktop()) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Careers' }));
    // Choosing a link closes the menu.
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  },
};
