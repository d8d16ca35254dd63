import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const columns = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Who We Serve', href: '#who-we-serve' },
      { label: 'Solutions', href: '#solutions' },
      { label: 'Insights', href: '#insights' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#about' },
      { label: 'Careers', href: '#careers' },
      { label: 'Contact', href: '#contact' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'API Reference', href: '#partner-login' },
      { label: 'SDKs', href: '#partner-login' },
      { label: 'Sandbox', href: '#partner-login' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: '#privacy' },
      { label: 'Terms', href: '#terms' },
      { label: 'Security', href: '#security' },
      { label: 'Compliance', href: '#compliance' },
      { label: 'Cookie settings', onClick: fn() },
    ],
  },
];

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: {
    columns,
    brand: (
      <>
        <strong style={{ fontSize: '1.25rem' }}>Ardena</strong>
        <p>Payment infrastructure, embedded finance and cross-border settlement for Europe.</p>
      </>
    ),
    bottom: <p>© 2025 Ardena. All rights reserved.</p>,
  },
  argTypes: { brand: { control: false }, bottom: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const legal = within(nav).getByRole('list', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Compliance' })).toHaveAttribute('href', '#compliance');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** An action entry (here 'Cookie settings') sits in its column as a button that looks like the links. */
export const ColumnAction: Story = {
  play: async ({ args, canvas }) => {
    const legal = canvas.getByRole('list', { name: 'Legal' });
    const cookieSettings = within(legal).getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(cookieSettings);
    const onClick = args.columns[3]?.links.find((item) => 'onClick' in item);
    await expect(onClick && 'onClick' in onClick ? onClick.onClick : null).toHaveBeenCalledTimes(1);
    await expect(cookieSettings).toHaveFocus();
  },
};

export const LinksOnly: Story = { args: { brand: undefined, bottom: undefined } };
