import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  businessProfile,
  businessUser,
  consumerUser,
  defaultHandlers,
  profileHandlers,
} from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { PortalGuard } from './PortalGuard';

const meta = {
  title: 'Auth/PortalGuard',
  component: PortalGuard,
  decorators: [withFakeAuth],
  args: {
    portal: 'consumer',
    returnTo: '/account',
    onUnauthenticated: fn(),
    onRedirect: fn(),
    children: <p>Consumer portal content</p>,
  },
  parameters: { msw: { handlers: defaultHandlers() }, auth: { user: consumerUser } },
} satisfies Meta<typeof PortalGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Consumer portal content')).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(args.onUnauthenticated).not.toHaveBeenCalled();
  },
};

export const LoadingProfile: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers('slow') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your account', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Consumer portal content')).not.toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { auth: { user: null } },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onUnauthenticated).toHaveBeenCalledWith('/account'));
    await expect(canvas.queryByText('Consumer portal content')).not.toBeInTheDocument();
  },
};

export const WrongAccountType: Story = {
  parameters: { auth: { user: businessUser }, msw: { handlers: { profile: profileHandlers(businessProfile) } } },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledWith('/business'));
    await expect(canvas.queryByText('Consumer portal content')).not.toBeInTheDocument();
  },
};
