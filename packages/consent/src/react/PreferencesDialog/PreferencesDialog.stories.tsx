import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider, useOpenConsentPreferences } from '../ConsentProvider';
import { PreferencesDialog } from './PreferencesDialog';

const storageKeyPrefix = 'storybook';
const preferencesKey = `${storageKeyPrefix}-cookie-preferences`;

function SettingsButton() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <button type="button" onClick={openPreferences}>
      Cookie settings
    </button>
  );
}

/** The dialog alone, opened by a 'Cookie settings' button as a footer link would. */
function PreferencesPage() {
  return (
    <ConsentProvider config={{ storageKeyPrefix, log: () => {} }}>
      <main style={{ padding: '1rem' }}>
        <SettingsButton />
      </main>
      <PreferencesDialog />
    </ConsentProvider>
  );
}

const meta = {
  title: 'Consent/PreferencesDialog',
  component: PreferencesPage,
  parameters: { layout: 'fullscreen', a11y: { context: 'body' } },
} satisfies Meta<typeof PreferencesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => JSON.parse(localStorage.getItem(preferencesKey) ?? 'null');

/** A visitor who allowed analytics earlier. */
function storeAnalyticsAllowed() {
  localStorage.setItem(`${storageKeyPrefix}-cookie-consent`, 'true');
  localStorage.setItem(
    preferencesKey,
    JSON.stringify({
      schema: 1,
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      consentId: '3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      consentedAt: new Date().toISOString(),
      revision: 1,
      choice: 'custom',
    }),
  );
}

/** Opened: essential is always on, checked, disabled and marked Required; switching on Functional and saving stores exactly that and closes. */
export const SavePreferences: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(within(dialog).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await expect(within(dialog).getByRole('switch', { name: 'Essential' })).toBeChecked();
    await expect(within(dialog).getByText('Required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stored()).toMatchObject({ functional: true, analytics: false, marketing: false, choice: 'custom' });
  },
};

/** Escape closes without storing anything, and focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stored()).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Accept All inside the dialog switches every category on at once. */
export const AcceptAllInDialog: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stored()).toMatchObject({ functional: true, analytics: true, marketing: true, choice: 'accept-all' });
  },
};

/** Reject All inside the dialog keeps only essential. */
export const RejectAllInDialog: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stored()).toMatchObject({
      functional: false,
      analytics: false,
      marketing: false,
      choice: 'reject-all',
    });
  },
};

/** Reopened for a visitor who allowed analytics earlier: the switches start from the stored choice. */
export const StoredChoice: Story = {
  beforeEach: storeAnalyticsAllowed,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  },
};

/** Keyboard only: focus moves in, Tab stays inside, Space toggles a switch, Escape closes without saving. */
export const KeyboardOnly: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Cookie settings' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const functional = within(dialog).getByRole('switch', { name: 'Functional' });
    while (document.activeElement !== functional) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(functional).toBeChecked();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stored()).toBeNull();
  },
};
