import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultHandlers, fakeConnection } from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { OAuthSignIn } from './OAuthSignIn';

/** GET /auth/v1/authorize as GoTrue answers it for a provider the project has not enabled. */
const providerNotEnabled = http.get(`${fakeConnection.url}/auth/v1/authorize`, () =>
  HttpResponse.json(
    { code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' },
    { status: 400 },
  ),
);

/** The auth server takes its time (the button says the sign-in is opening). */
const slowAuthorize = http.get(`${fakeConnection.url}/auth/v1/authorize`, async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 302 });
});

const meta = {
  title: 'Auth/OAuthSignIn',
  component: OAuthSignIn,
  decorators: [withFakeAuth],
  args: {
    providers: [
      { provider: 'apple', name: 'Apple', label: 'Continue with Apple' },
      { provider: 'google', name: 'Google', label: 'Continue with Google' },
    ],
    redirectTo: 'http://127.0.0.1:4173/auth',
    navigate: fn(),
  },
  parameters: { msw: { handlers: { ...defaultHandlers(), oauth: [providerNotEnabled] } } },
} satisfies Meta<typeof OAuthSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

/** The project has not enabled Google: the reason shows under the buttons and the page stays. */
export const ProviderNotEnabled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(
      await canvas.findByText(
        'Sign-in with Google is not enabled here. Please continue with your email address.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Waiting for the auth server's answer. */
export const Opening: Story = {
  parameters: { msw: { handlers: { oauth: [slowAuthorize] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Apple' }));
    await expect(await canvas.findByText('Opening Apple…', undefined, { timeout: 5000 })).toBeVisible();
  },
};
