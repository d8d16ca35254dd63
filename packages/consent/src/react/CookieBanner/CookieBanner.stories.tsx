import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConsentProvider } from '../ConsentProvider';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { cookieBannerHeadingLevels } from './CookieBannerView';

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

const stored = () => JSON.parse(localStorage.getItem(preferencesKey) ?? 'null');

const sectionNumbers = Array.from({ length: 30 }, (_, index) => index + 1);

interface BannerPageProps extends CookieBannerProps {
  /** The policy revision the provider asks for. */
  revision?: number;
  /** Thirty links under the banner, for the WCAG 2.4.11 story. */
  longPage?: boolean;
}

/** A page with the banner; the provider reads storage on its first render, so each story stores before it mounts. */
function BannerPage({ revision = 1, longPage = false, ...banner }: BannerPageProps) {
  return (
    <ConsentProvider config={{ storageKeyPrefix, revision, log: () => {} }}>
      <main style={{ padding: '1rem' }}>
        <h1>Ardena</h1>
        <p>Payment infrastructure, embedded finance and cross-border settlement for European businesses.</p>
        {longPage
          ? sectionNumbers.map((number) => (
              <p key={number} style={{ margin: '1rem 0' }}>
                <a href={`#section-${number}`}>Section {number}</a>
              </p>
            ))
          : null}
      </main>
      <CookieBanner {...banner} />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/CookieBanner',
  component: BannerPage,
  args: { privacyHref: '/privacy' },
  argTypes: { headingLevel: { control: 'inline-radio', options: cookieBannerHeadingLevels } },
  parameters: { layout: 'fullscreen', a11y: { context: 'body' } },
} satisfies Meta<typeof BannerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannerName = 'We value your privacy';

/** First visit: a region named by its heading, claiming GDPR compliance, with the privacy link and every choice. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: bannerName });
    await waitFor(() => expect(banner).toBeVisible());
    await expect(banner).toHaveAccessibleDescription(/GDPR compliant/);
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
    for (const name of ['Accept All', 'Reject All', 'Customize']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** Reject All hides the banner and stores the choice (the page without a banner is what remains). */
export const RejectAllHides: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject All' }));
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    await expect(stored()).toMatchObject({ choice: 'reject-all' });
  },
};

/** The × is a Reject All, and says so to screen readers. */
export const CloseRejects: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject all and close' }));
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    await expect(stored()).toMatchObject({ choice: 'reject-all', analytics: false });
  },
};

/** Accept All and Reject All are the same size and style on the first layer. */
export const EqualProminence: Story = {
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Accept All' });
    const reject = canvas.getByRole('button', { name: 'Reject All' });
    const acceptStyle = getComputedStyle(accept);
    const rejectStyle = getComputedStyle(reject);
    await expect(rejectStyle.backgroundColor).toBe(acceptStyle.backgroundColor);
    await expect(rejectStyle.color).toBe(acceptStyle.color);
    await expect(rejectStyle.fontSize).toBe(acceptStyle.fontSize);
    await expect(reject.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
  },
};

/**
 * Keyboard only: the banner does not grab focus; Tab walks the link and every choice in reading order, and the ×
 * answers Space.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: bannerName })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Customize' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject all and close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    await expect(localStorage.getItem(flagKey)).toBe('true');
  },
};

/**
 * WCAG 2.4.11: a long page under the banner. Tabbing to the page's last control scrolls it clear of the banner,
 * because the banner reserves its height.
 */
export const DoesNotCoverFocusedContent: Story = {
  // Its play function scrolls the page, and a full-page screenshot of a fixed banner depends on where the scroll
  // came to rest: no screenshot. The play function and axe still run (story tests); the banner's look is in Basic.
  tags: ['no-visual'],
  args: { longPage: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--ardena-consent-banner-height')).toMatch(/^[1-9]\d*px$/),
    );
    const last = canvas.getByRole('link', { name: 'Section 30' });
    last.focus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top),
    );
  },
};

/** Every text is a prop: another product's heading, body and privacy link. */
export const CustomText: Story = {
  args: {
    title: 'Cookies on this site',
    description: 'We only set optional cookies with your consent.',
    privacyHref: '/legal/privacy',
    privacyLinkLabel: 'How we use data',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How we use data' })).toHaveAttribute('href', '/legal/privacy');
  },
};

/** A returning visitor whose choice matches the policy revision: the page, and no banner over it. */
export const ReturningVisitor: Story = {
  args: { revision: 1 },
  beforeEach: () => storeChoice(1),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ardena' })).toBeVisible();
    await expect(canvas.getByText(/Payment infrastructure/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
  },
};

/** The policy changed since the visitor chose (stored revision 1, provider revision 2): the banner asks again. */
export const NewPolicyRevision: Story = {
  args: { revision: 2 },
  beforeEach: () => storeChoice(1),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: bannerName });
    await waitFor(() => expect(banner).toBeVisible());
  },
};
