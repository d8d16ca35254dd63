import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  businessProfile,
  businessUser,
  defaultHandlers,
  metricsHandlers,
  profileHandlers,
  sampleMetrics,
  setupRequestHandlers,
} from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { BusinessPortal } from './BusinessPortal';

const meta = {
  title: 'Auth/BusinessPortal',
  component: BusinessPortal,
  decorators: [withFakeAuth],
  args: { onSignedOut: fn() },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        ...defaultHandlers(),
        profile: profileHandlers(businessProfile),
        setupRequests: setupRequestHandlers(),
      },
    },
    auth: { user: businessUser },
  },
} satisfies Meta<typeof BusinessPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$184,250.40', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText('312')).toBeVisible();
    await expect(canvas.getByText('All systems operational')).toBeVisible();
    await expect(canvas.getByText('Business Portal')).toBeVisible();
    // Profile and metrics are separate requests; either may answer first.
    await expect(await canvas.findByRole('heading', { name: 'Company Information' }, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers('slow') } } },
};

export const NoBusinessData: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers(null) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Business Data Available', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Getting Started')).toBeVisible();
  },
};

export const SettlementPending: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers({ ...sampleMetrics, settlementStatus: 'pending' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Processing settlement')).toBeVisible();
  },
};

export const SettlementInactive: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers({ ...sampleMetrics, settlementStatus: 'suspended' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contact support')).toBeVisible();
  },
};

export const WithoutBusinessName: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers({ ...businessProfile, business_name: null }) } } },
  play: async ({ canvas }) => {
    // The greeting uses the profile's first name, so it shows the profile has loaded.
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Tomas!' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Business Account')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Company Information' })).not.toBeInTheDocument();
  },
};
