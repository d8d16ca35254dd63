import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, CreditCard, Landmark, Mail } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Account/QuickActions',
  component: QuickActions,
  args: {
    onAction: fn(),
    actions: [
      {
        id: 'payments',
        label: 'Set up payments',
        description: 'Accept cards and wallets.',
        icon: <CreditCard size="1.2em" />,
      },
      {
        id: 'settlement',
        label: 'Configure settlement',
        description: 'Payout currencies and schedules.',
        icon: <Landmark size="1.2em" />,
      },
      {
        id: 'docs',
        label: 'View documentation',
        description: 'APIs and SDKs.',
        icon: <BookOpen size="1.2em" />,
        href: '/developers',
      },
      {
        id: 'support',
        label: 'Contact support',
        description: 'We reply within 24 hours.',
        icon: <Mail size="1.2em" />,
        href: 'mailto:team@example.com',
      },
    ],
  },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Configure settlement/ }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'settlement' }));
    await expect(canvas.getByRole('link', { name: /View documentation/ })).toHaveAttribute('href', '/developers');
  },
};

/** Only actions that record a request (the business portal's setup actions): every card is a button. */
export const SetupActions: Story = {
  args: {
    actions: [
      {
        id: 'payment-processing',
        label: 'Set Up Payment Processing',
        description: 'Start accepting cards, wallets and bank payments.',
        icon: <CreditCard size="1.2em" />,
      },
      {
        id: 'settlement',
        label: 'Configure Settlements',
        description: 'Choose payout currency, schedule and bank account.',
        icon: <Landmark size="1.2em" />,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** One action: it keeps the card's size instead of stretching across the row. */
export const SingleAction: Story = {
  args: {
    actions: [
      {
        id: 'support',
        label: 'Contact support',
        description: 'We reply within 24 hours.',
        icon: <Mail size="1.2em" />,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Contact support/ })).toBeVisible();
  },
};

/** Long labels and descriptions (another language, a longer product name) wrap inside their cards. */
export const LongContent: Story = {
  args: {
    actions: [
      {
        id: 'payments',
        label: 'Zahlungsabwicklung für Karten, Wallets und Banküberweisungen einrichten',
        description:
          'Nehmen Sie Karten, digitale Geldbörsen und SEPA-Lastschriften an, mit Abrechnung in Ihrer Hauptwährung.',
        icon: <CreditCard size="1.2em" />,
      },
      {
        id: 'settlement',
        label: 'Auszahlungswährung, Auszahlungsplan und Bankkonto konfigurieren',
        description: 'Täglich, wöchentlich oder monatlich, in EUR, GBP oder USD.',
        icon: <Landmark size="1.2em" />,
      },
      {
        id: 'docs',
        label: 'Dokumentation',
        description: 'APIs und SDKs.',
        icon: <BookOpen size="1.2em" />,
        href: '/developers',
      },
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Zahlungsabwicklung/ });
    // Nothing overflows its card: the text wraps.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
