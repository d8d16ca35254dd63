import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider, useOpenConsentPreferences } from '../ConsentProvider';
import { CookieConsent } from '../CookieConsent';
import { ConsentGate } from './ConsentGate';

const storageKeyPrefix = 'storybook';

function VideoPlaceholder() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <div style={{ padding: '1rem', border: '1px dashed currentColor' }}>
      <p>This video needs marketing cookies.</p>
      <button type="button" onClick={openPreferences}>
        Change cookie settings
      </button>
    </div>
  );
}

/** An embed behind marketing consent, with a placeholder that opens the preferences. */
function GatedEmbedPage() {
  return (
    <ConsentProvider config={{ storageKeyPrefix, log: () => {} }}>
      <main style={{ padding: '1rem' }}>
        <h1>Product tour</h1>
        <ConsentGate category="marketing" fallback={<VideoPlaceholder />}>
          <p>Embedded video player</p>
        </ConsentGate>
      </main>
      <CookieConsent />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/ConsentGate',
  component: GatedEmbedPage,
  parameters: { layout: 'fullscreen', a11y: { context: 'body' } },
} satisfies Meta<typeof GatedEmbedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without consent the placeholder shows; allowing marketing in the preferences mounts the embed. */
export const AllowFromPlaceholder: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByText('Embedded video player')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change cookie settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(canvas.getByText('Embedded video player')).toBeVisible());
    await expect(canvas.queryByText('This video needs marketing cookies.')).not.toBeInTheDocument();
  },
};

/** Reject All from the banner keeps the placeholder. */
export const RejectedKeepsPlaceholder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject All' }));
    await expect(canvas.getByText('This video needs marketing cookies.')).toBeVisible();
    await expect(canvas.queryByText('Embedded video player')).not.toBeInTheDocument();
  },
};
