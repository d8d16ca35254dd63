import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider, useOpenConsentPreferences } from '../ConsentProvider';
import { CookieConsent } from './CookieConsent';

// Real localStorage under a story-only prefix, cleared before each story, so every story is a first visit.
const storageKeyPrefix = 'storybook';
const flagKey = `${storageKeyPrefix}-cookie-consent`;
const preferencesKey = `${storageKeyPrefix}-cookie-preferences`;

type StoryWindow = Window & { __storyAnalyticsRuns?: number };

function Footer() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <footer style={{ padding: '1rem' }}>
      <button type="button" onClick={openPreferences}>
        Cookie settings
      </button>
    </footer>
  );
}

/** A page with an analytics script written the gated way; React inserts it, consent decides whether it runs. */
function PageWithGatedScript() {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.dataset.category = 'analytics';
    script.text = 'window.__storyAnalyticsRuns = (window.__storyAnalyticsRuns || 0) + 1;';
    document.body.append(script);
    return () => script.remove();
  }, []);
  return (
    <main style={{ padding: '1rem' }}>
      <h1>Ardena</h1>
      <p>Payment infrastructure for Europe.</p>
    </main>
  );
}

function ConsentApp() {
  return (
    <ConsentProvider config={{ storageKeyPrefix, log: () => {} }}>
      <PageWithGatedScript />
      <Footer />
      <CookieConsent />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/CookieConsent',
  component: ConsentApp,
  parameters: { layout: 'fullscreen', a11y: { context: 'body' } },
  beforeEach: () => {
    localStorage.removeItem(flagKey);
    localStorage.removeItem(preferencesKey);
    delete (window as StoryWindow).__storyAnalyticsRuns;
  },
} satisfies Meta<typeof ConsentApp>;

export default meta;
type Story = StoryObj<typeof meta>;

function storedPreferences() {
  return JSON.parse(localStorage.getItem(preferencesKey) ?? 'null');
}

/** First visit: the banner over the page, nothing stored, the analytics script has not run. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'We value your privacy' });
    await waitFor(() => expect(banner).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await expect(localStorage.getItem(flagKey)).toBeNull();
    await expect((window as StoryWindow).__storyAnalyticsRuns).toBeUndefined();
  },
};

/** Accept All stores the choice, hides the banner and runs the gated analytics script once. */
export const AcceptAllRunsAnalytics: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept All' }));
    await expect(canvas.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
    await expect(localStorage.getItem(flagKey)).toBe('true');
    await expect(storedPreferences()).toMatchObject({ analytics: true, marketing: true, functional: true });
    await waitFor(() => expect((window as StoryWindow).__storyAnalyticsRuns).toBe(1));
  },
};

/** Reject All keeps the analytics script inert. */
export const RejectAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject All' }));
    await expect(storedPreferences()).toMatchObject({ essential: true, analytics: false, choice: 'reject-all' });
    await expect((window as StoryWindow).__storyAnalyticsRuns).toBeUndefined();
  },
};

/** Customize, switch on analytics only, save; the footer link reopens the dialog with that choice. */
export const CustomizeThenFooterReopens: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storedPreferences()).toMatchObject({ analytics: true, marketing: false, choice: 'custom' });
    await waitFor(() => expect((window as StoryWindow).__storyAnalyticsRuns).toBe(1));

    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const reopened = await body.findByRole('dialog');
    await expect(within(reopened).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(within(reopened).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  },
};
