import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConsentProvider } from '../ConsentProvider';
import { CookieBanner } from './CookieBanner';

// Real localStorage under a story-only prefix; the preview clears storage before each story (a first visit).
const storageKeyPrefix = 'storybook';
const flagKey = `${storageKeyPrefix}-cookie-consent`;
const preferencesKey = `${storageKeyPrefix}-cookie-preferences`;

function storeChoice(revision: number) {
  localStorage.setItem(flagKey, 'true');
  localStorage.setItem(
    preferencesKey,
    JSON.stringify({
      schema: 1,
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      consentId: '3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      consentedAt: new Date().toISOString(),
      revision,
      choice: 'reject-all',
    }),
  );
}

/** A page with the banner; the provider reads storage on its first render, so each story stores before it mounts. */
function BannerPage({ revision = 1 }: { revision?: number }) {
  return (
    <ConsentProvider config={{ storageKeyPrefix, revision, log: () => {} }}>
      <main style={{ padding: '1rem' }}>
        <h1>Ardena</h1>
      </main>
      <CookieBanner privacyHref="/privacy" />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/CookieBanner',
  component: BannerPage,
  parameters: { layout: 'fullscreen', a11y: { context: 'body' } },
} satisfies Meta<typeof BannerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannerName = 'We value your privacy';

/** First visit: the banner asks, with the three choices equally prominent; Reject All hides it and stores the choice. */
export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject All' }));
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    await expect(JSON.parse(localStorage.getItem(preferencesKey) ?? 'null')).toMatchObject({ choice: 'reject-all' });
  },
};

/** Keyboard only: Tab goes from the privacy link to Accept All, and Enter answers. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    await expect(localStorage.getItem(flagKey)).toBe('true');
  },
};

/** A returning visitor whose choice matches the policy revision: no banner. */
export const ReturningVisitor: Story = {
  args: { revision: 1 },
  beforeEach: () => storeChoice(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ardena' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
  },
};

/** The policy changed since the visitor chose (stored revision 1, provider revision 2): the banner asks again. */
export const NewPolicyRevision: Story = {
  args: { revision: 2 },
  beforeEach: () => storeChoice(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
  },
};
