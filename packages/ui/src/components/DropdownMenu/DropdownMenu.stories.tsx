import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

interface DemoArgs {
  defaultOpen: boolean;
  onSettings: () => void;
  onSignOut: () => void;
}

function MenuDemo({ defaultOpen, onSettings, onSignOut }: DemoArgs) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>jane@ardena.example</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="#consumer-portal">
            <LayoutDashboard size={16} aria-hidden="true" />
            Consumer Portal
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings size={16} />} onSelect={onSettings}>
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut size={16} />} destructive onSelect={onSignOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: MenuDemo,
  args: { defaultOpen: false, onSettings: fn(), onSignOut: fn() },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the keyboard: focus on the first item, arrows move it. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  },
};

/** Enter chooses an item: the menu closes and focus returns to its button. */
export const ChooseWithKeyboard: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const CloseWithEscape: Story = {
  tags: ['flow-dismisses'],
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
