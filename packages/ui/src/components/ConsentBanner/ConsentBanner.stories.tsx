import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConsentBanner, consentBannerHeadingLevels } from './ConsentBanner';

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onRejectAll: fn(), onCustomize: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: consentBannerHeadingLevels } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** The × is a Reject All, and says so to screen readers. */
export const CloseRejects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject all and close' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
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

/** Keyboard only: the banner does not grab focus; Tab reaches the link and every choice in reading order. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region')).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Customize' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCustomize).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject all and close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
  },
};

const sectionNumbers = Array.from({ length: 30 }, (_, index) => index + 1);

/**
 * WCAG 2.4.11: a long page under the banner. Tabbing to the page's last control scrolls it clear of the
 * banner, because the banner reserves its height.
 */
export const DoesNotCoverFocusedContent: Story = {
  // Its play function scrolls the page, and a full-page screenshot of a fixed banner depends on where the scroll
  // came to rest: no screenshot. The play function and axe still run (story tests); the banner's look is in Basic.
  tags: ['no-visual'],
  render: (args) => (
    <>
      <main style={{ padding: '1rem' }}>
        <h1>Page content</h1>
        {sectionNumbers.map((number) => (
          <p key={number} style={{ margin: '1rem 0' }}>
            <a href={`#section-${number}`}>Section {number}</a>
          </p>
        ))}
      </main>
      <ConsentBanner {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'We value your privacy' });
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
