import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  businessProfile,
  businessUser,
  defaultHandlers,
  metricsHandlers,
  profileHandlers,
  sampleMetrics,
  setupRequestHandlers,
} from '../../testing/fakeSupabase';
import { expectHandledRequest, withFakeAuth } from '../../testing/storyAuth';
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

const metricsPath = '/rest/v1/rpc/business_metrics';

/** Metrics from the backend: revenue, transactions, customers and an active settlement. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$184,250.40', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText('312')).toBeVisible();
    await expect(canvas.getByText('All systems operational')).toBeVisible();
    await expect(canvas.getByText('Business Portal')).toBeVisible();
    // Profile and metrics are separate requests; either may answer first.
    await expect(await canvas.findByRole('heading', { name: 'Company Information' }, { timeout: 5000 })).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 200);
  },
};

/** The metrics request is on its way (the backend holds it): a placeholder per metric card. */
export const Loading: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers('slow') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Overview' })).toHaveAttribute('aria-busy', 'true');
    await expectHandledRequest('POST', metricsPath, 'pending');
  },
};

/** A slow answer (three seconds): placeholders first, then the metric cards. */
export const MetricsSlow: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers(sampleMetrics, { delayMs: 3000 }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Overview' })).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByText('$184,250.40', {}, { timeout: 10_000 })).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 200);
  },
};

/** A business without data yet (`business_metrics()` answers null): the empty state with the Getting Started list. */
export const NoBusinessData: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers(null) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Business Data Available', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Getting Started')).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 200);
  },
};

/**
 * The metrics request fails on the server: the portal logs it and shows the no-data state with the Getting Started
 * list (the metrics have no error message of their own).
 */
export const MetricsFailed: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers('error') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Business Data Available', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('$184,250.40')).not.toBeInTheDocument();
    await expectHandledRequest('POST', metricsPath, 404);
  },
};

/** The connection drops while reading the metrics: the same no-data state. */
export const MetricsNetworkFailure: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers('networkError') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Business Data Available', {}, { timeout: 10_000 })).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 0);
  },
};

export const SettlementPending: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers({ ...sampleMetrics, settlementStatus: 'pending' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Processing settlement')).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 200);
  },
};

export const SettlementInactive: Story = {
  parameters: { msw: { handlers: { metrics: metricsHandlers({ ...sampleMetrics, settlementStatus: 'suspended' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contact support')).toBeVisible();
    await expectHandledRequest('POST', metricsPath, 200);
  },
};

export const WithoutBusinessName: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers({ ...businessProfile, business_name: null }) } } },
  play: async ({ canvas }) => {
    // The greeting uses the profile's first name, so it shows the profile has loaded.
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Tomas!' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Business Account')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Company Information' })).not.toBeInTheDocument();
    await expectHandledRequest('GET', '/rest/v1/profiles', 200);
  },
};

/** A quick action records a setup request (201 from the backend) and confirms it in a dialog. */
export const SetupRequestSubmitted: Story = {
  play: async ({ canvas }) => {
    // The actions need the signed-in user: the greeting with the profile's name shows the session is there.
    await canvas.findByRole('heading', { name: 'Welcome back, Tomas!' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Configure Settlements/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'Thank you. A solution architect will contact you within 24 hours to help you complete your setup.',
    );
    await expectHandledRequest('POST', '/rest/v1/setup_requests', 201);
  },
};

/** The backend refuses the setup request: no dialog, a destructive notification with the server's message. */
export const SetupRequestFailed: Story = {
  parameters: { msw: { handlers: { setupRequests: setupRequestHandlers(undefined, true) } } },
  play: async ({ canvas }) => {
    // The actions need the signed-in user: the greeting with the profile's name shows the session is there.
    await canvas.findByRole('heading', { name: 'Welcome back, Tomas!' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Configure Settlements/ }));
    const message = await within(document.body).findByText('new row violates row-level security policy');
    await waitFor(() => expect(message).toBeVisible());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectHandledRequest('POST', '/rest/v1/setup_requests', 403);
  },
};
